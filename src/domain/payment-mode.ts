import type { PaymentModesConfig } from '../contract/wallet/operations';

/*
 * docs/product.md#payment-mode Payment mode: cashcard (wallet) or creditcard. Default wallet; forced to card when
 * the balance is -1 (unknown), 0 or below the trip total, or when the booking configuration allows
 * only the payment gateway. Wallet may be chosen only when the balance is known and greater than
 * the total. Allowed-modes config: all, wallet, paymentgateway; none set shows both tiles.
 */
export type PaymentMode = 'cashcard' | 'creditcard';

export interface PaymentModeFacts {
  /** null when the balance is unknown: the server's '-1', no wallet, or the balance call failed. */
  balancePaise: bigint | null;
  totalPaise: bigint;
  config: PaymentModesConfig;
}

export interface PaymentModeChoice {
  /** Which tiles are shown (the config's allowed modes). */
  showWallet: boolean;
  showCard: boolean;
  /** Which shown tile may be picked. */
  walletSelectable: boolean;
  cardSelectable: boolean;
  /** The wallet cannot pay this total: 'Insufficient amount for this trip' shows on its tile. */
  insufficient: boolean;
  /** The mode picked before the user touches anything; null when no allowed mode can pay. */
  defaultMode: PaymentMode | null;
}

/** Strictly greater, as the spec says: a balance equal to the total does not leave wallet open. */
export function walletCovers(balancePaise: bigint | null, totalPaise: bigint): boolean {
  return balancePaise !== null && balancePaise > 0n && balancePaise > totalPaise;
}

export function paymentModeChoice({ balancePaise, totalPaise, config }: PaymentModeFacts): PaymentModeChoice {
  const showWallet = config !== 'paymentgateway';
  const showCard = config !== 'wallet';
  const covers = walletCovers(balancePaise, totalPaise);
  const walletSelectable = showWallet && covers;
  const cardSelectable = showCard;
  return {
    showWallet,
    showCard,
    walletSelectable,
    cardSelectable,
    insufficient: showWallet && !covers,
    defaultMode: walletSelectable ? 'cashcard' : cardSelectable ? 'creditcard' : null,
  };
}

/** Whether the user may switch to `mode` given the facts (the machine's guards). */
export function mayChoose(facts: PaymentModeFacts, mode: PaymentMode): boolean {
  const choice = paymentModeChoice(facts);
  return mode === 'cashcard' ? choice.walletSelectable : choice.cardSelectable;
}

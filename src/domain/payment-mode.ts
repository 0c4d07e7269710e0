import type { PaymentModesConfig } from '../contract/wallet/operations';

/*
 * docs/product.md#payment-mode Payment mode: cashcard (wallet), creditcard, or company (billed to the company
 * account). Default wallet; forced to card when the balance is -1 (unknown), 0 or below the trip
 * total, or when the booking configuration allows only the payment gateway; the company account
 * when neither can pay. Wallet may be chosen only when the balance is known and greater than the
 * total. Allowed-modes config: all, wallet, paymentgateway; none set shows both tiles. The company
 * account shows (and may always be chosen) when the company offers it.
 */
export type PaymentMode = 'cashcard' | 'creditcard' | 'company';

export interface PaymentModeFacts {
  /** null when the balance is unknown: the server's '-1', no wallet, or the balance call failed. */
  balancePaise: bigint | null;
  totalPaise: bigint;
  config: PaymentModesConfig;
  /** The company offers booking on its account; absent = no. */
  companyAccount?: boolean;
}

export interface PaymentModeChoice {
  /** Which tiles are shown (the config's allowed modes). */
  showWallet: boolean;
  showCard: boolean;
  showCompany: boolean;
  /** Which shown tile may be picked. */
  walletSelectable: boolean;
  cardSelectable: boolean;
  companySelectable: boolean;
  /** The wallet cannot pay this total: 'Insufficient amount for this trip' shows on its tile. */
  insufficient: boolean;
  /** The mode picked before the user touches anything; null when no allowed mode can pay. */
  defaultMode: PaymentMode | null;
}

/** Strictly greater, as the spec says: a balance equal to the total does not leave wallet open. */
export function walletCovers(balancePaise: bigint | null, totalPaise: bigint): boolean {
  return balancePaise !== null && balancePaise > 0n && balancePaise > totalPaise;
}

function defaultModeOf(choice: Omit<PaymentModeChoice, 'defaultMode'>): PaymentMode | null {
  if (choice.walletSelectable) return 'cashcard';
  if (choice.cardSelectable) return 'creditcard';
  return choice.companySelectable ? 'company' : null;
}

export function paymentModeChoice(facts: PaymentModeFacts): PaymentModeChoice {
  const { balancePaise, totalPaise, config } = facts;
  const showWallet = config !== 'paymentgateway';
  const showCard = config !== 'wallet';
  const showCompany = facts.companyAccount === true;
  const covers = walletCovers(balancePaise, totalPaise);
  const choice = {
    showWallet,
    showCard,
    showCompany,
    walletSelectable: showWallet && covers,
    cardSelectable: showCard,
    companySelectable: showCompany,
    insufficient: showWallet && !covers,
  };
  return { ...choice, defaultMode: defaultModeOf(choice) };
}

/** Whether the user may switch to `mode` given the facts (the machine's guards). */
export function mayChoose(facts: PaymentModeFacts, mode: PaymentMode): boolean {
  const choice = paymentModeChoice(facts);
  if (mode === 'company') return choice.companySelectable;
  return mode === 'cashcard' ? choice.walletSelectable : choice.cardSelectable;
}

import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { formatMoney } from '../../domain/money';
import { type PaymentMode, type PaymentModeChoice, paymentModeChoice } from '../../domain/payment-mode';
import { factsOf, paymentModeMachine } from '../../machines/booking/payment-mode.machine';

export const WALLET_LABEL = 'Wallet';
export const CARD_LABEL = 'Credit/Debit card, Net-banking';
export const COMPANY_LABEL = 'Company account';
export const COMPANY_NOTE = 'Billed to your company: nothing is paid now';
export const CHECKING_BALANCE = 'Checking balance ...';
export const INSUFFICIENT_AMOUNT = 'Insufficient amount for this trip';

export type PaymentChooserStatus = 'checking' | 'ready' | 'unavailable';

export interface PaymentModeChooserProps {
  /** The trip total the wallet must cover (greater than, docs/product.md#payment-mode). */
  totalPaise: bigint;
  currency: string;
  /** Told the mode on show: the default once the balance is known, then each choice. */
  onChange(mode: PaymentMode): void;
  profileid: string;
  corporateid: string;
  /** 'unavailable': only the wallet is allowed and it cannot pay; the page should not go on. */
  onStatus?(status: PaymentChooserStatus): void;
  /**
   * A mode picked earlier (a resumed request's), taken instead of the default once the balance is
   * known, and again after a new total, when it may still be chosen; otherwise the default stays.
   */
  preferred?: PaymentMode | null;
}

interface TileProps {
  value: PaymentMode;
  label: string;
  disabled: boolean;
  checked: boolean;
  children?: ReactNode;
}

function Tile({ value, label, disabled, checked, children }: TileProps) {
  const detailId = useId();
  return (
    <Radio.Card
      value={value}
      aria-label={label}
      aria-describedby={children ? detailId : undefined}
      disabled={disabled}
      checked={checked}
      p="md"
      radius="md"
      style={{ opacity: disabled ? 0.6 : 1 }}
    >
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator disabled={disabled} />
        <Stack gap={2}>
          <Text fw={600}>{label}</Text>
          {children && (
            <Stack gap={0} id={detailId}>
              {children}
            </Stack>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

const CHOOSE = { cashcard: 'CHOOSE_WALLET', creditcard: 'CHOOSE_CARD', company: 'CHOOSE_COMPANY' } as const;

/** The wallet tile's lines: checking, the balance (when known), and the shortfall. */
function walletLines(
  checking: boolean,
  balancePaise: bigint | null | undefined,
  currency: string,
  choice: PaymentModeChoice | null,
) {
  if (checking) return <Text size="sm">{CHECKING_BALANCE}</Text>;
  return (
    <>
      {balancePaise != null && <Text size="sm">Balance: {formatMoney(balancePaise, currency)}</Text>}
      {choice?.insufficient && (
        <Text size="sm" c="red.9">
          {INSUFFICIENT_AMOUNT}
        </Text>
      )}
    </>
  );
}

/**
 * docs/product.md#payment-mode Payment-mode chooser: tiles as radios, Wallet (with its balance),
 * Credit/Debit card, Net-banking, and Company account when the company offers it. It fetches the balance and the booking configuration itself
 * and applies the docs/product.md#payment-mode rule (src/domain/payment-mode.ts) through its machine.
 */
export function PaymentModeChooser({
  totalPaise,
  currency,
  onChange,
  profileid,
  corporateid,
  onStatus,
  preferred,
}: PaymentModeChooserProps) {
  const [state, send] = useMachine(paymentModeMachine, { input: { profileid, corporateid, totalPaise } });
  // The page's latest callbacks, without re-running the effects when the page passes new functions.
  const tellMode = useEffectEvent((next: PaymentMode) => onChange(next));
  const tellStatus = useEffectEvent((next: PaymentChooserStatus) => onStatus?.(next));

  useEffect(() => {
    send({ type: 'TOTAL_CHANGED', totalPaise });
  }, [send, totalPaise]);

  const { mode, balancePaise } = state.context;
  const checking = state.matches('checkingBalance');
  const status: PaymentChooserStatus = checking
    ? 'checking'
    : state.matches({ ready: 'unavailable' })
      ? 'unavailable'
      : 'ready';
  useEffect(() => {
    if (mode) tellMode(mode);
  }, [mode]);
  useEffect(() => {
    tellStatus(status);
  }, [status]);
  // Once per preferred mode and total: the machine's guards refuse a mode that may not be chosen.
  const preferredFor = useRef('');
  useEffect(() => {
    const key = `${preferred}:${totalPaise}`;
    if (checking || !preferred || preferredFor.current === key) return;
    preferredFor.current = key;
    send({ type: CHOOSE[preferred] });
  }, [checking, preferred, totalPaise, send]);

  const choice = checking ? null : paymentModeChoice(factsOf(state.context));
  const walletCurrency = state.context.currency || currency;

  return (
    <Radio.Group
      value={mode ?? ''}
      onChange={(value) => send({ type: CHOOSE[value as PaymentMode] ?? 'CHOOSE_CARD' })}
      aria-label="Payment mode"
    >
      <Stack gap="sm">
        {(choice?.showWallet ?? true) && (
          <Tile
            value="cashcard"
            label={WALLET_LABEL}
            disabled={!choice?.walletSelectable}
            checked={mode === 'cashcard'}
          >
            {walletLines(checking, balancePaise, walletCurrency, choice)}
          </Tile>
        )}
        {(choice?.showCard ?? true) && (
          <Tile
            value="creditcard"
            label={CARD_LABEL}
            disabled={!choice?.cardSelectable}
            checked={mode === 'creditcard'}
          />
        )}
        {choice?.showCompany && (
          <Tile
            value="company"
            label={COMPANY_LABEL}
            disabled={!choice.companySelectable}
            checked={mode === 'company'}
          >
            <Text size="sm">{COMPANY_NOTE}</Text>
          </Tile>
        )}
      </Stack>
    </Radio.Group>
  );
}

import { assign, fromPromise, setup } from 'xstate';
import { api } from '../../api';
import { getCorporateBookingConfig, getWalletBalance, type PaymentModesConfig } from '../../contract/wallet/operations';
import { type PaymentMode, type PaymentModeFacts, mayChoose, paymentModeChoice } from '../../domain/payment-mode';
import { walletBalanceFromWire } from '../../domain/payment-mode-amounts';

export interface PaymentModeInput {
  profileid: string;
  corporateid: string;
  totalPaise: bigint;
}

export interface BalanceAnswer {
  /** null: no wallet ('-1') or unknown. */
  balancePaise: bigint | null;
  currency: string;
}

/** The booking configuration's part the chooser needs. */
export interface BookingConfigAnswer {
  modes: PaymentModesConfig;
  /** The company offers booking on its account. */
  companyAccount: boolean;
}

export interface PaymentModeContext extends PaymentModeInput {
  /** undefined until the balance call has answered (or failed: then null). */
  balancePaise: bigint | null | undefined;
  currency: string;
  /** undefined until the config call has answered (or failed: then '', both tiles). */
  config: PaymentModesConfig | undefined;
  /** Whether the company account tile shows (false until the config call answers, or when it fails). */
  companyAccount: boolean;
  /** The mode on show; null while checking or when no allowed mode can pay. */
  mode: PaymentMode | null;
}

export type PaymentModeEvent =
  | { type: 'CHOOSE_WALLET' }
  | { type: 'CHOOSE_CARD' }
  | { type: 'CHOOSE_COMPANY' }
  /** The review page re-priced: the choice is made again from the defaults. */
  | { type: 'TOTAL_CHANGED'; totalPaise: bigint };

const fetchBalanceActor = fromPromise<BalanceAnswer, { profileid: string; corporateid: string }>(async ({ input }) => {
  const answer = await api.callOperation(getWalletBalance, input);
  return { balancePaise: walletBalanceFromWire(answer.UserAccount.balance), currency: answer.UserAccount.currency };
});

const fetchBookingConfigActor = fromPromise<BookingConfigAnswer, { corporateid: string }>(async ({ input }) => {
  const answer = await api.callOperation(getCorporateBookingConfig, input);
  return { modes: answer.paymentmodes, companyAccount: answer.companyaccount ?? false };
});

/** The facts of the rule once both calls have answered (only used in `ready`). */
export function factsOf(context: PaymentModeContext): PaymentModeFacts {
  return {
    balancePaise: context.balancePaise ?? null,
    totalPaise: context.totalPaise,
    config: context.config ?? '',
    companyAccount: context.companyAccount,
  };
}

/** docs/product.md#payment-mode Payment-mode chooser and docs/product.md#payment-mode Payment mode. */
export const paymentModeMachine = setup({
  types: {
    context: {} as PaymentModeContext,
    events: {} as PaymentModeEvent,
    input: {} as PaymentModeInput,
  },
  actors: { fetchBalance: fetchBalanceActor, fetchBookingConfig: fetchBookingConfigActor },
  guards: {
    allLoaded: ({ context }) => context.balancePaise !== undefined && context.config !== undefined,
    walletByDefault: ({ context }) => paymentModeChoice(factsOf(context)).defaultMode === 'cashcard',
    cardByDefault: ({ context }) => paymentModeChoice(factsOf(context)).defaultMode === 'creditcard',
    companyByDefault: ({ context }) => paymentModeChoice(factsOf(context)).defaultMode === 'company',
    walletSelectable: ({ context }) => mayChoose(factsOf(context), 'cashcard'),
    cardSelectable: ({ context }) => mayChoose(factsOf(context), 'creditcard'),
    companySelectable: ({ context }) => mayChoose(factsOf(context), 'company'),
  },
  actions: {
    takeTotal: assign({ totalPaise: ({ event }) => (event.type === 'TOTAL_CHANGED' ? event.totalPaise : 0n) }),
  },
}).createMachine({
  id: 'paymentMode',
  context: ({ input }) => ({ ...input, balancePaise: undefined, currency: '', config: undefined, companyAccount: false, mode: null }),
  initial: 'checkingBalance',
  states: {
    // Both calls run at once; a failed one counts as "unknown" (card forced) or "none set" (both tiles, no company account).
    checkingBalance: {
      invoke: [
        {
          id: 'fetchBalance',
          src: 'fetchBalance',
          input: ({ context }) => ({ profileid: context.profileid, corporateid: context.corporateid }),
          onDone: {
            actions: assign({
              balancePaise: ({ event }) => event.output.balancePaise,
              currency: ({ event }) => event.output.currency,
            }),
          },
          onError: { actions: assign({ balancePaise: null }) },
        },
        {
          id: 'fetchBookingConfig',
          src: 'fetchBookingConfig',
          input: ({ context }) => ({ corporateid: context.corporateid }),
          onDone: {
            actions: assign({
              config: ({ event }) => event.output.modes,
              companyAccount: ({ event }) => event.output.companyAccount,
            }),
          },
          onError: { actions: assign({ config: '' as const, companyAccount: false }) },
        },
      ],
      always: { guard: 'allLoaded', target: 'ready' },
      on: { TOTAL_CHANGED: { actions: 'takeTotal' } },
    },
    ready: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'walletByDefault', target: 'wallet' },
            { guard: 'cardByDefault', target: 'card' },
            { guard: 'companyByDefault', target: 'company' },
            { target: 'unavailable' },
          ],
        },
        wallet: { entry: assign({ mode: 'cashcard' as const }) },
        card: { entry: assign({ mode: 'creditcard' as const }) },
        company: { entry: assign({ mode: 'company' as const }) },
        // Only the wallet is allowed, it cannot pay, and no company account: nothing to choose.
        unavailable: { entry: assign({ mode: null }) },
      },
      on: {
        CHOOSE_WALLET: { guard: 'walletSelectable', target: '.wallet' },
        CHOOSE_CARD: { guard: 'cardSelectable', target: '.card' },
        CHOOSE_COMPANY: { guard: 'companySelectable', target: '.company' },
        TOTAL_CHANGED: { target: '.deciding', actions: 'takeTotal' },
      },
    },
  },
});

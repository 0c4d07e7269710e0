import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ApiStatusSchema } from '../envelope';

/*
 * Wallet and booking configuration (docs/product.md#payment-mode Payment mode, docs/operations.md "Wallet balance by profile and
 * corporate ids", TG-EXPENSE getcorporatebookingconfig). The spec shows no path for the wallet
 * calls: TG-WALLET and its actions are ours (docs/operations.md). Amounts are decimal strings with
 * two places; a balance of '-1' means the caller has no wallet (the chooser then forces card).
 */

const OwnId = (name: string) =>
  v.pipe(
    v.string(`${name} must be a string`),
    v.minLength(1, `${name} is required`),
    v.maxLength(40, `${name} is too long`),
  );

/** '-1' when there is no wallet; otherwise a non-negative decimal with two places. */
export const NO_WALLET_BALANCE = '-1';

export const WalletOwnerTypeSchema = v.picklist(['corporate', 'profile', '']);
export type WalletOwnerType = v.InferOutput<typeof WalletOwnerTypeSchema>;

export const UserAccountSchema = v.object({
  balance: v.string(),
  currency: v.string(),
  /** '' when there is no wallet. */
  accountid: v.string(),
  /** A businesstraveller's own wallet is 'profile'; a company's shared wallet 'corporate'; none ''. */
  ownertype: WalletOwnerTypeSchema,
});
export type UserAccount = v.InferOutput<typeof UserAccountSchema>;

export const getWalletBalance = defineOperation({
  opid: 'TG-WALLET',
  actionKey: 'action',
  action: 'getwalletbalance',
  request: v.object({ profileid: OwnId('profileid'), corporateid: OwnId('corporateid') }),
  response: v.object({ ApiStatus: ApiStatusSchema, UserAccount: UserAccountSchema }),
  roles: 'any',
  mutates: false,
});

/** docs/product.md#payment-mode "Allowed-modes config: all, wallet, paymentgateway; none set shows both tiles". */
export const PAYMENT_MODES_CONFIG = ['all', 'wallet', 'paymentgateway', ''] as const;
export type PaymentModesConfig = (typeof PAYMENT_MODES_CONFIG)[number];

export const getCorporateBookingConfig = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'getcorporatebookingconfig',
  request: v.object({ corporateid: OwnId('corporateid') }),
  response: v.object({
    ApiStatus: ApiStatusSchema,
    lpomandatory_guest: v.boolean(),
    nameseditable: v.boolean(),
    hotelversion: v.string(),
    paymentmodes: v.picklist(PAYMENT_MODES_CONFIG),
    /** Ours: whether a booking may be billed to the company account (paymentmode 'company'); absent = no. */
    companyaccount: v.optional(v.boolean()),
  }),
  roles: 'any',
  mutates: false,
});

export const WalletLedgerEntrySchema = v.object({
  entryid: v.string(),
  /** ISO 8601 instant of the posting. */
  date: v.string(),
  description: v.string(),
  /** The booking or refund the posting belongs to (e.g. a tgbookingref). */
  reference: v.string(),
  /** Exactly one of debit/credit is non-zero; both are decimals with two places. */
  debit: v.string(),
  credit: v.string(),
  /** The wallet's balance right after this posting. */
  balance: v.string(),
});
export type WalletLedgerEntry = v.InferOutput<typeof WalletLedgerEntrySchema>;

/**
 * The wallet ledger page (/wallet-ledger/{corporateid}): the company wallet for its travel admin,
 * superadmin and finance roles; a businesstraveller's (or sme owner's) own wallet for them.
 * Others get 403 'corporateid: wallet ledger not available'.
 */
export const getWalletLedger = defineOperation({
  opid: 'TG-WALLET',
  actionKey: 'action',
  action: 'getwalletledger',
  request: v.object({
    corporateid: OwnId('corporateid'),
    /** Newest first; at most this many entries. */
    limit: v.optional(
      v.pipe(
        v.number('limit must be a number'),
        v.integer('limit must be a whole number'),
        v.minValue(1, 'limit must be at least 1'),
        v.maxValue(500, 'limit must be at most 500'),
      ),
      200,
    ),
  }),
  response: v.object({
    ApiStatus: ApiStatusSchema,
    UserAccount: UserAccountSchema,
    entries: v.array(WalletLedgerEntrySchema),
  }),
  roles: 'any',
  mutates: false,
});

export const walletOperations = { getWalletBalance, getCorporateBookingConfig, getWalletLedger };

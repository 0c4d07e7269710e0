import { eq } from 'drizzle-orm';
import { getCorporateBookingConfig, getWalletBalance, getWalletLedger } from '../../../src/contract/wallet/operations';
import { defineHandler } from '../../dispatch/types';
import { profiles } from '../../store/schema';
import { corporateBookingConfig } from '../../store/schema-wallet';
import { callerUserAccount, walletLedger } from './ledger';

/*
 * Wallet balance, booking configuration and wallet ledger. The ids in the request must be the
 * caller's own (the dispatcher's ownership guard answers 403 otherwise), so every read is the
 * caller's wallet and the caller's company.
 */
export const walletHandlers = [
  defineHandler(getWalletBalance)(async (ctx) => {
    const { wire } = await callerUserAccount(ctx);
    return { ApiStatus: { Status: 'OK' }, UserAccount: wire };
  }),

  defineHandler(getCorporateBookingConfig)(async (ctx) => {
    // lpomandatory_guest and nameseditable are the caller's service-config switches (docs/product.md#records serviceconfig).
    const [profile] = await ctx.tx
      .select({ serviceConfig: profiles.serviceConfig })
      .from(profiles)
      .where(eq(profiles.id, ctx.session.profileid));
    const [config] = await ctx.tx
      .select({
        hotelVersion: corporateBookingConfig.hotelVersion,
        paymentModes: corporateBookingConfig.paymentModes,
        companyAccount: corporateBookingConfig.companyAccount,
      })
      .from(corporateBookingConfig)
      .where(eq(corporateBookingConfig.corporateId, ctx.session.corporateid));
    return {
      ApiStatus: { Status: 'OK' },
      lpomandatory_guest: profile?.serviceConfig.lpomandatory_guest ?? false,
      nameseditable: profile?.serviceConfig.nameseditable ?? false,
      hotelversion: config?.hotelVersion ?? '',
      paymentmodes: config?.paymentModes ?? '',
      companyaccount: config?.companyAccount ?? false,
    };
  }),

  defineHandler(getWalletLedger)(async (ctx, { limit }) => walletLedger(ctx, limit)),
];

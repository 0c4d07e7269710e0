import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Session } from '../../server/auth/sessions';
import { type CaptureHandler, startCardPayment } from '../../server/payments/card-gateway';
import { cardPayments, walletLedgerEntries } from '../../server/store/schema-wallet';
import { type TestApp, createTestApp } from './helpers/test-app';
import { inCall, sessionOf } from './wallet-fixtures';

/*
 * The sandbox gateway on the real app: a payment is started as a booking handler would start it,
 * the page is fetched, and the form is posted as the browser posts it. The tests stand in their own
 * 'flight' capture (buildApp's `captures`); it writes a ledger row in the gateway's transaction, so
 * a rollback is visible.
 */
export interface GatewayBench {
  t: TestApp;
  captures: string[];
  /** What the capture does after recording itself; tests swap it. */
  behaviour: CaptureHandler;
  start(reference?: string, failureurl?: string): Promise<{ paymentid: string; paymenturl: string }>;
  post(paymenturl: string, outcome: string): Promise<LightMyRequestResponse>;
  statusOf(paymentid: string): Promise<string>;
  markers(reference: string): Promise<number>;
  caller: Session;
}

export async function gatewayBench(): Promise<GatewayBench> {
  // The tests own the 'flight' capture: it records itself in the gateway's transaction, then behaves as told.
  const capture: CaptureHandler = async (tx, payment, call) => {
    bench.captures.push(payment.reference);
    await tx.insert(walletLedgerEntries).values({
      accountId: 'W1001',
      corporateId: '1001',
      amountPaise: 0n,
      balanceAfterPaise: 0n,
      reference: `CAPTURE-${payment.reference}`,
      description: 'capture marker',
      createdAt: call.now,
    });
    return bench.behaviour(tx, payment, call);
  };
  const t = await createTestApp({ captures: new Map([['flight', capture]]) });
  const caller = await sessionOf(t.store.db, '20001');
  let serial = 0;
  const bench: GatewayBench = {
    t,
    caller,
    captures: [],
    behaviour: async (_, payment) => ({ redirect: `/flights/eticket/${payment.reference}` }),
    start: (reference = `FL-${++serial}`, failureurl = '/flights/book?f=a;b') =>
      inCall(t.store.db, caller, (ctx) =>
        startCardPayment(ctx, {
          purpose: 'flight',
          reference,
          amountPaise: 1_18_000n,
          currency: 'INR',
          successurl: '/flights/done',
          failureurl,
        }),
      ),
    post: (paymenturl, outcome) =>
      t.app.inject({
        method: 'POST',
        url: paymenturl,
        payload: `outcome=${outcome}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    statusOf: async (paymentid) =>
      (
        await t.store.db
          .select({ s: cardPayments.status })
          .from(cardPayments)
          .where(eq(cardPayments.paymentId, paymentid))
      )[0]!.s,
    markers: async (reference) =>
      (
        await t.store.db
          .select()
          .from(walletLedgerEntries)
          .where(eq(walletLedgerEntries.reference, `CAPTURE-${reference}`))
      ).length,
  };
  return bench;
}

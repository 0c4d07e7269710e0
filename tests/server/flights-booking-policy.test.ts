import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApprovals } from '../../server/store/schema';
import { approverList, decideBooking, myList } from './booking-approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway, paise } from './flights-fixtures';
import {
  ACME_WALLET,
  adult,
  answerOf,
  book,
  bookingRequest,
  dearest,
  debitsOf,
  reprice,
  searchAndPick,
} from './flights-booking-fixtures';
import { setBalance } from './wallet-fixtures';

/*
 * An out-of-policy fare (far above the search's lowest) needs the traveller's reason, and at Acme
 * and Globex an approved booking request (TG-FLIGHTBOOKINGAPPROVAL) that books once; sme has no policy.
 */

let t: TestApp;
let traveller: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 5_000_000_00n);
});
afterAll(() => t.close());

const BLR_DEL = oneway('BLR', 'DEL', '2026-03-20');
const REASON = 'Please enter the reason for choosing an out-of-policy fare';
const sendForApproval = (token: string, jsondata: object, top: Record<string, unknown> = {}) =>
  t.service(token, { opid: 'TG-FLIGHTBOOKINGAPPROVAL', profileid: '', tcprofileid: '', jsondata, ...top });

describe('out-of-policy flight booking', () => {
  it('REPRICE says an out-of-policy fare needs a reason and, at Acme, an approval', async () => {
    const picked = await searchAndPick(t, traveller, BLR_DEL, dearest);
    const body = await reprice(t, traveller, picked);
    expect(body).toMatchObject({ status: 'OK', inpolicy: false, reasonrequired: true, approvalrequired: true });
    expect(body.fares[0].policyviolationreason).not.toBe('');
    expect(body.message).toBe("The selected fare is outside your company's travel policy");
  });

  it('refuses without the reason, then without an approval; books with an approved one, once', async () => {
    const picked = await searchAndPick(t, traveller, BLR_DEL, dearest);
    const priced = await reprice(t, traveller, picked);
    const noReason = answerOf(await book(t, traveller, bookingRequest(picked, priced.totalfare)));
    expect(noReason).toMatchObject({ status: 'failed', tgbookingref: '', errormessage: REASON });
    const withReason = bookingRequest(picked, priced.totalfare, { policyreason: 'Only flight before the meeting' });
    const noApproval = answerOf(await book(t, traveller, withReason));
    expect(noApproval.status).toBe('failed');
    expect(noApproval.errormessage).toMatch(/approv/i);

    const sent = await sendForApproval(traveller, withReason);
    expect(sent.statusCode, sent.body).toBe(200);
    const approvalid = sent.json().ResponseStatus.responsedata.approvalid as string;
    expect(sent.json().ResponseStatus.status).toBe('OK');
    expect(approvalid).toMatch(/^BA\d+$/);
    const mine = await myList(t, traveller, 'flight');
    expect(mine.find((a) => a.approvalid === approvalid)).toMatchObject({ service: 'flight', status: 'pending' });
    // The approver reads the traveller's own reason beside the policy's.
    const inbox = await approverList(t, manager);
    expect(inbox.find((a) => a.approvalid === approvalid)?.requesterreason).toBe('Only flight before the meeting');
    const [stored] = await t.store.db.select().from(bookingApprovals).where(eq(bookingApprovals.id, approvalid));
    expect(stored?.totalNetPaise).toBe(Number(paise(priced.totalfare)));
    expect(stored?.resumeUrl).toContain('/flights/book?rid=');
    expect(stored?.inPolicy).toBe(false);

    // Its requester can read the request back to continue it; the approver and another company cannot.
    const fromApproval = (token: string) => t.service(token, { opid: 'TG-GETFLIGHTBOOKINGREQUESTFROMAPPROVALID', id: approvalid, type: 'flight' });
    const back = await fromApproval(traveller);
    expect(back.json()).toMatchObject({ ApiStatus: { Status: 'OK' }, jsondata: { policyreason: 'Only flight before the meeting', responseid: picked.responseid, selected: picked.selected } });
    for (const other of [manager, await t.token('traveller@globex.test')])
      expect((await fromApproval(other)).json()).toEqual({ ApiStatus: { Status: 'NOK', Message: 'id: booking request not found' }, jsondata: null });

    // Pending is not approved.
    const pending = answerOf(await book(t, traveller, { ...withReason, clientref: 'pending-1', approvalid }));
    expect(pending.status).toBe('failed');
    expect((await decideBooking(t, manager, approvalid, 'approve')).json()).toMatchObject({ status: 'approved' });

    const booked = answerOf(await book(t, traveller, { ...withReason, clientref: 'approved-1', approvalid }));
    expect(booked.status, booked.errormessage).toBe('pending');
    expect(await debitsOf(t, booked.txid!)).toHaveLength(1);
    const [used] = await t.store.db.select().from(bookingApprovals).where(eq(bookingApprovals.id, approvalid));
    expect(used?.usedTxid).toBe(booked.txid);
    const again = answerOf(await book(t, traveller, { ...withReason, clientref: 'approved-2', approvalid }));
    expect(again.status).toBe('failed');
  });

  it("does not accept an approval for other fares, nor someone else's approval", async () => {
    const picked = await searchAndPick(t, traveller, BLR_DEL, dearest);
    const priced = await reprice(t, traveller, picked);
    const request = bookingRequest(picked, priced.totalfare, { policyreason: 'Client asked' });
    const approvalid = (await sendForApproval(traveller, request)).json().ResponseStatus.responsedata.approvalid;
    await decideBooking(t, manager, approvalid, 'approve');
    const other = await searchAndPick(t, traveller, oneway('BLR', 'BOM', '2026-03-21'), dearest);
    const otherPriced = await reprice(t, traveller, other);
    const wrong = answerOf(
      await book(t, traveller, bookingRequest(other, otherPriced.totalfare, { policyreason: 'x', approvalid })),
    );
    expect(wrong.status).toBe('failed');
    const colleague = await t.token('unverified@acme.test');
    const theirs = await searchAndPick(t, colleague, BLR_DEL, dearest);
    const theirsPriced = await reprice(t, colleague, theirs);
    const stolen = answerOf(
      await book(
        t,
        colleague,
        bookingRequest(theirs, theirsPriced.totalfare, { policyreason: 'x', approvalid, travellers: [adult('Rohan')] }),
      ),
    );
    expect(stolen.status).toBe('failed');
  });

  it('asks Globex for an approval too (business class is outside its domestic cabins)', async () => {
    const globex = await t.token('traveller@globex.test');
    const picked = await searchAndPick(t, globex, oneway('BLR', 'DEL', '2026-03-20', { cabin: 'business' }));
    const body = await reprice(t, globex, picked);
    expect(body).toMatchObject({ inpolicy: false, reasonrequired: true, approvalrequired: true });
    expect(body.fares[0].policyviolationreason).toContain('Business class is not allowed on domestic flights');
  });

  it('books a dear fare without reason or approval where the company has no policy (sme)', async () => {
    const owner = await t.token('owner@sme.test');
    const picked = await searchAndPick(t, owner, BLR_DEL, dearest);
    const priced = await reprice(t, owner, picked);
    expect(priced).toMatchObject({ inpolicy: true, approvalrequired: false, reasonrequired: false });
    await setBalance(t.store.db, 'W1003', 5_000_000_00n);
    const answer = answerOf(
      await book(
        t,
        owner,
        bookingRequest(picked, priced.totalfare, { travellers: [adult('Sunita', { title: 'Mrs', gender: 'female' })] }),
      ),
    );
    expect(answer.status, answer.errormessage).toBe('pending');
  });

  it('answers the spec failure text when there is nobody to approve', async () => {
    const picked = await searchAndPick(t, traveller, BLR_DEL, dearest);
    const priced = await reprice(t, traveller, picked);
    const noReason = await sendForApproval(traveller, bookingRequest(picked, priced.totalfare));
    expect(noReason.json().ResponseStatus).toMatchObject({ status: 'NOK', message: REASON });
    const foreign = await sendForApproval(traveller, bookingRequest(picked, priced.totalfare), {
      tcprofileid: '20004',
    });
    expect(foreign.statusCode).toBe(403);
  });
});

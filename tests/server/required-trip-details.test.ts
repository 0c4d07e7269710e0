import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateTripSettings } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway } from './flights-fixtures';
import { ACME_WALLET, type Picked, answerOf, book, bookingRequest, reprice, searchAndPick } from './flights-booking-fixtures';
import { parseMinorUnits } from '../../src/domain/money';
import { balanceOf, setBalance } from './wallet-fixtures';

/*
 * The company's required trip details (src/domain/required-trip-details.ts) on TG-FLIGHTBOOKING and
 * TG-FLIGHTBOOKINGAPPROVAL: a detail left on "Select" is a 400 naming the field and nothing is
 * charged; the switches are served by TG-GETTRIPVALIDATIONS and apply to the caller's company only.
 */

let t: TestApp;
let traveller: string;
let picked: Picked;
let totalfare: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
  picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
  totalfare = (await reprice(t, traveller, picked)).totalfare;
});
afterAll(() => t.close());

const requireOf = (corporateId: string, on: Partial<typeof corporateTripSettings.$inferInsert>) =>
  t.store.db.update(corporateTripSettings).set(on).where(eq(corporateTripSettings.corporateId, corporateId));
const messageOf = (response: { json(): unknown }) =>
  (response.json() as { ResponseStatus: { message: string } }).ResponseStatus.message;
const validations = async (token: string) =>
  (await t.service(token, { opid: 'TG-GETTRIPVALIDATIONS' })).json().validations as Record<string, unknown>;

describe('required trip details', () => {
  it('refuses a booking whose purpose is left on Select, charging nothing', async () => {
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const response = await book(t, traveller, bookingRequest(picked, totalfare, { purpose: '' }));
    expect([response.statusCode, messageOf(response)]).toEqual([400, 'jsondata.purpose: Select a purpose of travel']);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
  });

  it('serves the switches the company turns on and holds bookings and approval requests to them', async () => {
    await requireOf('1001', { reasonRequired: true, projectRequired: true, costCentreRequired: true });
    expect(await validations(traveller)).toMatchObject({
      purposerequired: true,
      reasonrequired: true,
      projectrequired: true,
      costcentrerequired: true,
    });
    const noReason = await book(t, traveller, bookingRequest(picked, totalfare));
    expect([noReason.statusCode, messageOf(noReason)]).toEqual([400, 'jsondata.reason: Select a reason for travel']);
    const noProject = await book(t, traveller, bookingRequest(picked, totalfare, { reason: 'R1' }));
    expect(messageOf(noProject)).toBe('jsondata.projectid: Select a project');
    const noCentre = await book(t, traveller, bookingRequest(picked, totalfare, { reason: 'R1', projectid: 'PRJ1001A' }));
    expect(messageOf(noCentre)).toBe('jsondata.costcenterid: Select a project with a cost centre');
    const approval = await t.service(traveller, {
      opid: 'TG-FLIGHTBOOKINGAPPROVAL',
      profileid: '',
      tcprofileid: '',
      jsondata: bookingRequest(picked, totalfare),
    });
    expect([approval.statusCode, messageOf(approval)]).toEqual([400, 'jsondata.reason: Select a reason for travel']);

    const before = await balanceOf(t.store.db, ACME_WALLET);
    const filled = { reason: 'R1', projectid: 'PRJ1001A', costcenterid: 'CC1001S' };
    const booked = answerOf(await book(t, traveller, bookingRequest(picked, totalfare, filled)));
    expect(booked.status).not.toBe('failed');
    expect(before - (await balanceOf(t.store.db, ACME_WALLET))).toBe(parseMinorUnits(totalfare));
  });

  it('keeps one company’s switches from another company', async () => {
    const globex = await t.token('traveller@globex.test');
    expect(await validations(globex)).toMatchObject({ reasonrequired: false, projectrequired: false, costcentrerequired: false });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApprovals } from '../../server/store/schema';
import { parseMinorUnits } from '../../src/domain/money';
import { approverList } from './booking-approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway, roundtrip } from './flights-fixtures';
import { type Picked, bookingRequest, cheapest, dearest, reprice, searchAndPick } from './flights-booking-fixtures';

/*
 * Issue 15: a flight sent for approval carries the cheapest in-policy fare of the same search when
 * it costs less than the one asked for; the approver's list shows it. A domestic round trip is
 * chosen per sector (onward and return lists) and compared sector by sector.
 */

let t: TestApp;
let traveller: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
});
afterAll(() => t.close());

const BLR_DEL = oneway('BLR', 'DEL', '2026-03-20');
const BLR_DEL_BLR = roundtrip('BLR', 'DEL', '2026-03-20', '2026-03-23');

async function sendPicked(choose: typeof dearest) {
  return send(await searchAndPick(t, traveller, BLR_DEL, choose));
}

async function send(picked: Picked) {
  const priced = await reprice(t, traveller, picked);
  const request = bookingRequest(picked, priced.totalfare, { policyreason: 'Only flight before the meeting' });
  const sent = await t.service(traveller, {
    opid: 'TG-FLIGHTBOOKINGAPPROVAL',
    profileid: '',
    tcprofileid: '',
    jsondata: request,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const approvalid = sent.json().ResponseStatus.responsedata.approvalid as string;
  const [row] = await t.store.db.select().from(bookingApprovals).where(eq(bookingApprovals.id, approvalid));
  return { picked, row: row!, approvalid };
}

const chosenFare = (picked: Picked, i: number) => {
  const { flightkey, farekey } = picked.selected[i]!;
  return picked.lists[i]!.find((o) => o.flightkey === flightkey)!.fares.find((f) => f.farekey === farekey)!;
};

describe('the cheaper in-policy alternative of a flight booking request', () => {
  it('is stored and listed when the search had a cheaper fare within policy', async () => {
    const { picked, row, approvalid } = await sendPicked(dearest);
    const list = picked.lists[0]!;
    const chosen = list
      .find((o) => o.flightkey === picked.selected[0]!.flightkey)!
      .fares.find((f) => f.farekey === picked.selected[0]!.farekey)!;
    const alternative = row.alternative!;
    expect(alternative).toMatchObject({
      flightnumber: expect.stringMatching(/^\w{2} \d+$/),
      departtime: expect.stringMatching(/^\d\d:\d\d$/),
      arrivetime: expect.stringMatching(/^\d\d:\d\d$/),
    });
    // Exact money: the saving is the chosen fare less the alternative's, and the alternative is a fare of that search.
    expect(parseMinorUnits(alternative.saving)).toBe(
      parseMinorUnits(chosen.totalfare) - parseMinorUnits(alternative.amount),
    );
    expect(parseMinorUnits(alternative.saving) > 0n).toBe(true);
    expect(list.some((o) => o.fares.some((f) => f.totalfare === alternative.amount))).toBe(true);
    const seen = (await approverList(t, manager)).find((a) => a.approvalid === approvalid);
    expect(seen?.alternative).toEqual(alternative);
  });

  it('is absent when the chosen fare is already the cheapest in policy', async () => {
    const { row, approvalid } = await sendPicked(cheapest);
    expect(row.alternative).toBeNull();
    const seen = (await approverList(t, manager)).find((a) => a.approvalid === approvalid);
    expect(seen).toBeDefined();
    expect(seen).not.toHaveProperty('alternative');
  });

  it('is chosen per sector for a domestic round trip, keeping a sector with nothing cheaper as requested', async () => {
    const searched = await searchAndPick(t, traveller, BLR_DEL_BLR, dearest);
    expect(searched.lists).toHaveLength(2);
    const back = cheapest(searched.lists[1]!);
    const picked = {
      ...searched,
      selected: [searched.selected[0]!, { flightkey: back.o.flightkey, farekey: back.f.farekey }],
    };
    const { row, approvalid } = await send(picked);
    const alternative = row.alternative!;
    const [onward, ret] = alternative.sectors!;
    expect(onward).toMatchObject({
      route: 'BLR-DEL',
      asrequested: false,
      flightnumber: expect.stringMatching(/^\w{2} \d+$/),
    });
    expect(parseMinorUnits(onward!.amount) < parseMinorUnits(chosenFare(picked, 0).totalfare)).toBe(true);
    expect(ret).toMatchObject({ route: 'DEL-BLR', asrequested: true, amount: chosenFare(picked, 1).totalfare });
    // The totals are exact sums; the first sector's flight heads the alternative.
    const requested =
      parseMinorUnits(chosenFare(picked, 0).totalfare) + parseMinorUnits(chosenFare(picked, 1).totalfare);
    expect(parseMinorUnits(alternative.amount)).toBe(parseMinorUnits(onward!.amount) + parseMinorUnits(ret!.amount));
    expect(parseMinorUnits(alternative.saving)).toBe(requested - parseMinorUnits(alternative.amount));
    expect(alternative).toMatchObject({
      flightnumber: onward!.flightnumber,
      departtime: onward!.departtime,
      arrivetime: onward!.arrivetime,
    });
    const seen = (await approverList(t, manager)).find((a) => a.approvalid === approvalid);
    expect(seen?.alternative).toEqual(alternative);
  });

  it('is absent for a round trip whose sectors are both already the cheapest in policy', async () => {
    const { row } = await send(await searchAndPick(t, traveller, BLR_DEL_BLR, cheapest));
    expect(row.alternative).toBeNull();
  });
});

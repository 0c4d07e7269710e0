import type { CorporateTripWire } from '../contract/trips/shapes';
import type { TripInput } from '../contract/trips/input';
import { joinTripPurpose } from '../domain/trip-purpose';
import { db } from './database';
import { enqueueChange } from './outbox';
import { newDraftId } from './outbox-draft-ids';
import { CACHED_AT } from './trips-cache';

/*
 * Trip changes made on this device: each writes the local rows AND its outbox entry in ONE Dexie
 * transaction (docs/outbox.md), online or offline alike; the caller then
 * asks for a flush. The local rows are what the screens show until the server's copy replaces them.
 */

export interface TripAuthor {
  profileid: string;
  corporateid: string;
  name: string;
}

/** What the server would answer for the new trip, so the list and the detail render the draft. */
export function localTripRow(
  tripid: string,
  input: TripInput,
  author: TripAuthor,
  now = new Date(),
): CorporateTripWire {
  return {
    tripid,
    tripname: input.tripname,
    corporateid: author.corporateid,
    traveller_profileid: input.traveller_profileid || author.profileid,
    travellername: author.name,
    travellers: [],
    createdby: author.name,
    createdbyprofileid: author.profileid,
    createdon: now.toISOString(),
    // docs/product.md#trips: a trip is 'pending' on creation.
    status: 'pending',
    origin: input.origin,
    destination: input.destination,
    destinationcountries: input.destinationcountries,
    fromdate: input.fromdate,
    todate: input.todate,
    jdate: input.fromdate,
    triptypeid: input.triptypeid,
    domint: '',
    travelclass: input.travelclass,
    budgetedby: input.budgetedby,
    autocreateexpensereport: input.autocreateexpensereport,
    imprestrequired: input.imprestrequired,
    imprestamountrequested: input.imprestamountrequested,
    imprestcurrency: input.imprestcurrency,
    currency_conversionrate: '1',
    basecurrency_amount: '0.00',
    imprestid: '',
    travelreason: input.travelreason,
    otherreason: input.otherreason,
    trip_purpose: joinTripPurpose(input.travelreason, input.otherreason),
    trip_budget: input.trip_budget,
    trip_projectid: input.trip_projectid,
    departmentid: input.departmentid,
    costcenterid: input.costcenterid,
    billableid: input.billableid,
    budgetid: input.budgetid,
    billabletype: input.billabletype,
    clientref: tripid,
  };
}

const tripTables = () => [db.trips, db.tripDetails, db.outbox];

/** Creates the trip as a local draft `draft-<uuid>` and queues its create; answers the draft id. */
export async function createDraftTrip(input: TripInput, author: TripAuthor): Promise<string> {
  const tripid = newDraftId();
  const trip = localTripRow(tripid, input, author);
  await db.transaction('rw', tripTables(), async () => {
    const stamp = { profileid: author.profileid, [CACHED_AT]: Date.now() };
    await db.trips.put({ ...trip, ...stamp });
    await db.tripDetails.put({
      tripid,
      trip,
      items: [],
      requestitems: [],
      tracker: [],
      approvals: [],
      allowedactions: [],
      calleractions: [],
      editable: true,
      ...stamp,
    });
    await enqueueChange(
      {
        operation: 'createTrip',
        fields: { jsondata: input, clientref: tripid },
        label: `Create trip ${input.tripname}`,
      },
      { profileid: author.profileid },
    );
  });
  return tripid;
}

type TripPatch = Partial<CorporateTripWire>;

/** Applies a patch to the cached list row and the detail's trip (whichever exist). */
async function patchLocalTrip(profileid: string, tripid: string, patch: TripPatch): Promise<void> {
  const listRow = await db.trips.get(tripid);
  if (listRow?.profileid === profileid) await db.trips.put({ ...listRow, ...patch, [CACHED_AT]: Date.now() });
  const detail = await db.tripDetails.get(tripid);
  if (detail?.profileid === profileid) {
    await db.tripDetails.put({ ...detail, trip: { ...(detail.trip as object), ...patch }, [CACHED_AT]: Date.now() });
  }
}

/** New dates for a draft or a pending trip (updatetripdate). */
export async function queueTripDates(
  profileid: string,
  tripid: string,
  dates: { fromdate: string; todate: string; remark: string },
): Promise<void> {
  await db.transaction('rw', tripTables(), async () => {
    await patchLocalTrip(profileid, tripid, { fromdate: dates.fromdate, todate: dates.todate, jdate: dates.fromdate });
    await enqueueChange(
      {
        operation: 'updateTripDate',
        fields: { tripid, ...dates },
        label: `Change dates of trip ${tripid} to ${dates.fromdate} – ${dates.todate}`,
      },
      { profileid },
    );
  });
}

/** The whole editable record again (updatetripdetails, allowed to the trip's own traveller while editable). */
export async function queueTripDetails(profileid: string, tripid: string, input: TripInput): Promise<void> {
  await db.transaction('rw', tripTables(), async () => {
    // Who travels is not edited here: those fields keep their cached values.
    const { travellers: _fellows, traveller_profileid: _traveller, ...fields } = input;
    await patchLocalTrip(profileid, tripid, {
      ...fields,
      trip_purpose: joinTripPurpose(input.travelreason, input.otherreason),
    });
    await enqueueChange(
      {
        operation: 'updateTripDetails',
        fields: { jsondata: { ...input, tripid } },
        label: `Update trip ${input.tripname}`,
      },
      { profileid },
    );
  });
}

import { api, newActionKey } from '../../api';
import {
  type DeskTrip,
  type FulfilOfflineHotelInput,
  type OfflineHotelRequestRow,
  type RequestStatusFilter,
  declineOfflineHotel,
  fulfilOfflineHotel,
  getOfflineHotelQueue,
  getOfflineHotelTrips,
} from '../../contract/offline-hotels/operations';
import { type OfflineStay, cancelOfflineStay, getOfflineStay } from '../../contract/offline-hotels/stay-operations';

/* The desk's calls (TG-OFFLINEHOTEL); online only, as bookings are: nothing here waits in the outbox. */

export const loadQueue = async (status: RequestStatusFilter, searchtext: string): Promise<OfflineHotelRequestRow[]> =>
  (await api.callOperation(getOfflineHotelQueue, { status, searchtext })).list;

export const findDeskTrips = async (searchtext: string): Promise<DeskTrip[]> => (await api.callOperation(getOfflineHotelTrips, { searchtext })).list;

/** One key per press: a retried network failure of the same press never books twice. */
export const fulfilStay = (fields: FulfilOfflineHotelInput) => api.callOperation(fulfilOfflineHotel, fields, { idempotencyKey: newActionKey() });

export const declineRequest = (requestitemid: string, reason: string) =>
  api.callOperation(declineOfflineHotel, { requestitemid, reason }, { idempotencyKey: newActionKey() });

/** A booked stay's voucher (the traveller, whoever made the trip, the desk). */
export const loadStay = async (txid: string): Promise<OfflineStay> => (await api.callOperation(getOfflineStay, { txid })).stay;

export const cancelStay = (txid: string, reason: string, charge: string) =>
  api.callOperation(cancelOfflineStay, { txid, reason, charge }, { idempotencyKey: newActionKey() });

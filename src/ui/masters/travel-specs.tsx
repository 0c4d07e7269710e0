import { api } from '../../api';
import { type PopularLocality, addPopularPlace, deletePopularPlace, viewPopularPlaces } from '../../contract/masters/popular-places';
import {
  REASON_SERVICES,
  type TravelReason,
  type TripPurpose,
  addTravelReason,
  addTripPurpose,
  deleteTravelReason,
  deleteTripPurpose,
  updateTravelReason,
  updateTripPurpose,
  viewTravelReasons,
  viewTripPurposes,
} from '../../contract/masters/trip-purposes';
import type { MasterSpec } from './master-spec';
import { STATUS_FIELD, recordOf, statusColumn, str, text } from './master-columns';

/* Masters of the travel side: popular places, purposes of travel, travel reasons (docs/features/masters.md). */

export const popularPlaceSpec: MasterSpec<PopularLocality> = {
  list: 'popularplaces',
  title: 'Popular places',
  noun: 'place',
  rowKey: (p) => p.recordid,
  describe: (p) => p.placename,
  sortby: 'placename',
  columns: () => [
    { key: 'placename', label: 'Place', sortable: true, render: (p) => p.placename },
    { key: 'city', label: 'City', sortable: true, render: (p) => p.city },
    { key: 'countrycode', label: 'Country', sortable: true, render: (p) => p.countrycode },
    { key: 'address', label: 'Address', render: (p) => p.address || '—' },
  ],
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewPopularPlaces, query);
    return { rows: answer.PopularLocality, totalcount: answer.totalcount };
  },
  fields: () => [
    text('placename', 'Place', true),
    text('address', 'Address'),
    text('city', 'City', true),
    text('countrycode', 'Country', true, 'Two letters, like IN'),
    text('lat', 'Latitude', true, 'Like 12.9352'),
    text('lon', 'Longitude', true, 'Like 77.6245'),
  ],
  blank: { placename: '', address: '', city: '', countrycode: '', lat: '', lon: '' },
  toForm: (p) => ({ ...p, lat: String(p.lat), lon: String(p.lon) }),
  // An empty coordinate stays a string so the check says it is required rather than "not a number".
  toRecord: (f) => ({
    placename: str(f.placename),
    address: str(f.address),
    city: str(f.city),
    countrycode: str(f.countrycode),
    lat: str(f.lat).trim() === '' ? undefined : Number(f.lat),
    lon: str(f.lon).trim() === '' ? undefined : Number(f.lon),
  }),
  addSchema: recordOf(addPopularPlace, 'PopularLocality'),
  updateSchema: recordOf(addPopularPlace, 'PopularLocality'),
  addOp: addPopularPlace,
  editable: false,
  save: async (record) => {
    await api.callOperation(addPopularPlace, { jsondata: { PopularLocality: record as never } });
  },
  deleteOp: deletePopularPlace,
  remove: async (p) => {
    await api.callOperation(deletePopularPlace, { recordid: p.recordid });
  },
};

export const tripPurposeSpec: MasterSpec<TripPurpose> = {
  list: 'trippurposes',
  title: 'Purposes of travel',
  noun: 'purpose',
  rowKey: (p) => p.purposeid,
  describe: (p) => `the purpose "${p.purposename}"`,
  sortby: 'position',
  columns: () => [{ key: 'purposename', label: 'Purpose', sortable: true, render: (p) => p.purposename }, statusColumn()],
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewTripPurposes, query);
    return { rows: answer.TripPurpose, totalcount: answer.totalcount };
  },
  fields: () => [text('purposename', 'Purpose', true), STATUS_FIELD],
  blank: { purposename: '', status: 'active' },
  toForm: (p) => ({ ...p }),
  toRecord: (f, id) => ({ ...(id ? { purposeid: id } : {}), purposename: str(f.purposename), status: str(f.status) }),
  addSchema: recordOf(addTripPurpose, 'TripPurpose'),
  updateSchema: recordOf(updateTripPurpose, 'TripPurpose'),
  addOp: addTripPurpose,
  save: async (record, isNew) => {
    const body = { jsondata: { TripPurpose: record as never } };
    await (isNew ? api.callOperation(addTripPurpose, body) : api.callOperation(updateTripPurpose, body));
  },
  deleteOp: deleteTripPurpose,
  remove: async (p) => {
    await api.callOperation(deleteTripPurpose, { purposeid: p.purposeid });
  },
};

const SERVICE_LABELS: Record<(typeof REASON_SERVICES)[number], string> = { flight: 'Flights', hotel: 'Hotels', insurance: 'Insurance' };
const serviceLabel = (service: string) => SERVICE_LABELS[service as keyof typeof SERVICE_LABELS] ?? service;

/** The id of a reason is its service's: the row key and the edit carry both. */
export const travelReasonSpec: MasterSpec<TravelReason> = {
  list: 'travelreasons',
  title: 'Travel reasons',
  noun: 'reason',
  rowKey: (r) => `${r.service}/${r.reasonid}`,
  describe: (r) => `the ${serviceLabel(r.service).toLowerCase()} reason "${r.reasonname}"`,
  sortby: 'service',
  columns: () => [
    { key: 'service', label: 'Service', sortable: true, render: (r) => serviceLabel(r.service) },
    { key: 'reasonname', label: 'Reason', sortable: true, render: (r) => r.reasonname },
    { key: 'isother', label: 'Asks for text', render: (r) => (r.isother ? 'Yes' : 'No') },
    statusColumn(),
  ],
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewTravelReasons, query);
    return { rows: answer.TravelReason, totalcount: answer.totalcount };
  },
  fields: () => [
    { name: 'service', label: 'Service', kind: 'select', required: true, options: REASON_SERVICES.map((s) => ({ value: s, label: serviceLabel(s) })) },
    text('reasonname', 'Reason', true),
    { name: 'isother', label: 'Asks the traveller to type the reason ("Other")', kind: 'checkbox' },
    STATUS_FIELD,
  ],
  blank: { service: 'flight', reasonname: '', isother: false, status: 'active' },
  toForm: (r) => ({ ...r }),
  toRecord: (f, key) => ({
    ...(key ? { reasonid: key.slice(key.indexOf('/') + 1) } : {}),
    service: str(f.service),
    reasonname: str(f.reasonname),
    isother: f.isother === true,
    status: str(f.status),
  }),
  addSchema: recordOf(addTravelReason, 'TravelReason'),
  updateSchema: recordOf(updateTravelReason, 'TravelReason'),
  addOp: addTravelReason,
  save: async (record, isNew) => {
    const body = { jsondata: { TravelReason: record as never } };
    await (isNew ? api.callOperation(addTravelReason, body) : api.callOperation(updateTravelReason, body));
  },
  deleteOp: deleteTravelReason,
  remove: async (r) => {
    await api.callOperation(deleteTravelReason, { reasonid: r.reasonid, service: r.service as (typeof REASON_SERVICES)[number] });
  },
};

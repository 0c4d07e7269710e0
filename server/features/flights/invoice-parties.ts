import type { GstParty } from '../../../src/domain/gst-invoice';

/*
 * Who supplies a flight on its GST invoice (docs/features/gst-invoice.md): the sandbox airline, a
 * Karnataka company with a GSTIN that passes the checksum; a real airline's adapter would give the
 * operating carrier's own. And where a journey embarks, for the place of supply of a traveller
 * without GST details (the state of embarkation): the Indian airports the sandbox flies from, by
 * their GST state code.
 */

export const SANDBOX_AIRLINE: GstParty = {
  name: 'Sandbox Airline Services Ltd',
  address: 'Airline House, Kempegowda International Airport, Devanahalli, Bengaluru 560300, Karnataka',
  gstin: '29AABCS1234K1ZC',
};

/** Air passenger transport (SAC 996425). */
export const AIR_TRAVEL_SAC = { code: '996425', description: 'Air passenger transport services' };

// prettier-ignore
const AIRPORT_STATES: Readonly<Record<string, string>> = {
  DEL: '07', BOM: '27', PNQ: '27', NAG: '27', BLR: '29', IXE: '29', HYD: '36', MAA: '33', CJB: '33', IXM: '33',
  TRZ: '33', CCU: '19', IXB: '19', COK: '32', TRV: '32', CCJ: '32', AMD: '24', STV: '24', GOI: '30', GOX: '30',
  JAI: '08', UDR: '08', LKO: '09', VNS: '09', IXC: '04', GAU: '18', PAT: '10', BBI: '21', SXR: '01', IXJ: '01',
  ATQ: '03', IDR: '23', BHO: '23', RPR: '22', IXR: '20', DED: '05', IXL: '38', IXZ: '35', VTZ: '37', VGA: '37',
};

/** The GST state code of an Indian airport the sandbox flies from; undefined for any other. */
export const airportState = (code: string): string | undefined => AIRPORT_STATES[code.toUpperCase()];

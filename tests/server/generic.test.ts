import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

/* TG-GENERIC reads (docs/operations.md): nearest airport / hotel city, states of a country. */

let t: TestApp;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  acme = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const act = (name: string, fields: Record<string, unknown> = {}) => ({ opid: 'TG-GENERIC', act: name, ...fields });
const call = async (body: object) => t.service(acme, body);

describe('getstatesforcountry', () => {
  it('answers India’s 28 states and 8 union territories with their GST codes', async () => {
    const response = await call(act('getstatesforcountry', { countrycode: 'IN' }));
    expect(response.statusCode).toBe(200);
    const { ResponseStatus, states } = response.json();
    expect(ResponseStatus.status).toBe('OK');
    expect(states).toHaveLength(36);
    expect(states.filter((s: { statetype: string }) => s.statetype === 'state')).toHaveLength(28);
    expect(states.filter((s: { statetype: string }) => s.statetype === 'union territory')).toHaveLength(8);
    expect(states).toContainEqual({ statecode: 'MH', statename: 'Maharashtra', statetype: 'state', countrycode: 'IN', gststatecode: '27' });
    expect(states).toContainEqual({ statecode: 'LA', statename: 'Ladakh', statetype: 'union territory', countrycode: 'IN', gststatecode: '38' });
    const gst = states.map((s: { gststatecode: string }) => s.gststatecode);
    expect(new Set(gst).size).toBe(36);
    expect(gst.every((c: string) => /^(0[1-9]|[12][0-9]|3[0-8])$/.test(c))).toBe(true);
  });

  it('answers the 50 US states and DC, and the divisions of SG, GB and AE', async () => {
    const count = async (code: string) => (await call(act('getstatesforcountry', { countrycode: code }))).json().states.length;
    expect(await count('US')).toBe(51);
    expect(await count('SG')).toBe(5);
    expect(await count('GB')).toBe(4);
    expect(await count('AE')).toBe(7);
  });

  it('accepts a lower-case code and answers an empty list for a country it does not know', async () => {
    expect((await call(act('getstatesforcountry', { countrycode: 'ae' }))).json().states[0].statename).toBe('Abu Dhabi');
    const unknown = await call(act('getstatesforcountry', { countrycode: 'ZZ' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().states).toEqual([]);
  });

  it.each([
    [{}, 'countrycode is required'],
    [{ countrycode: 'IND' }, 'countrycode must be a two-letter ISO country code'],
    [{ countrycode: 91 }, 'countrycode must be a two-letter ISO country code'],
  ])('refuses %j with a 400 naming the field', async (fields, message) => {
    const response = await call(act('getstatesforcountry', fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe(message);
  });
});

describe('getnearesthotelcity', () => {
  it('answers the nearest city as a HotelCity with its distance', async () => {
    // Andheri, Mumbai.
    const response = await call(act('getnearesthotelcity', { lat: 19.1197, lon: 72.8468, countrycode: 'IN' }));
    expect(response.statusCode).toBe(200);
    const { hotelcity, distancekm } = response.json();
    expect(hotelcity).toEqual({ placetype: 'city', baseid: 'in-mumbai', placename: 'Mumbai, India', country: 'India', city: 'Mumbai', lat: 19.076, lon: 72.8777 });
    expect(distancekm).toBeGreaterThan(0);
    expect(distancekm).toBeLessThan(10);
  });

  it('works without a country and with coordinates as strings', async () => {
    const body = (await call(act('getnearesthotelcity', { lat: '51.5', lon: '-0.12' }))).json();
    expect(body.hotelcity.city).toBe('London');
    const blank = (await call(act('getnearesthotelcity', { lat: 1.29, lon: 103.85, countrycode: '' }))).json();
    expect(blank.hotelcity.city).toBe('Singapore');
  });

  it('prefers the asked country over a nearer city abroad', async () => {
    // Near the Dubai–Sharjah border: the nearest city overall is in the UAE; asked for India, an Indian city.
    const nearestOverall = (await call(act('getnearesthotelcity', { lat: 25.3, lon: 55.4 }))).json();
    expect(nearestOverall.hotelcity.country).toBe('United Arab Emirates');
    const asIndia = (await call(act('getnearesthotelcity', { lat: 25.3, lon: 55.4, countrycode: 'IN' }))).json();
    expect(asIndia.hotelcity.country).toBe('India');
    expect(asIndia.distancekm).toBeGreaterThan(nearestOverall.distancekm);
  });

  it('falls back to the nearest overall for a country without cities', async () => {
    const body = (await call(act('getnearesthotelcity', { lat: 48.85, lon: 2.35, countrycode: 'ZZ' }))).json();
    expect(body.hotelcity.city).toBe('Paris');
  });

  it.each([
    [{ lon: 72 }, 'lat is required'],
    [{ lat: 19 }, 'lon is required'],
    [{ lat: 90.5, lon: 72 }, 'lat must be a number between -90 and 90'],
    [{ lat: -91, lon: 72 }, 'lat must be a number between -90 and 90'],
    [{ lat: 19, lon: 180.01 }, 'lon must be a number between -180 and 180'],
    [{ lat: 'north', lon: 72 }, 'lat must be a number between -90 and 90'],
    [{ lat: '', lon: 72 }, 'lat must be a number between -90 and 90'],
    [{ lat: 19, lon: 72, countrycode: 'India' }, 'countrycode must be a two-letter ISO country code'],
  ])('refuses %j with a 400 naming the field', async (fields, message) => {
    const response = await call(act('getnearesthotelcity', fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe(message);
  });
});

describe('getnearestairport', () => {
  it('answers the nearest airport as an AirportDetail', async () => {
    // Whitefield, Bengaluru.
    const response = await call(act('getnearestairport', { lat: 12.9698, lon: 77.75, countrycode: 'IN' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().airport).toEqual({
      airportname: 'Kempegowda International Airport',
      airportlocation: 'Bengaluru, India',
      airportcode: 'BLR',
      latitude: 13.1986,
      longitude: 77.7066,
    });
  });

  it('answers the poles and the date line without failing', async () => {
    for (const [lat, lon] of [[90, 0], [-90, 180], [0, -180]]) {
      const response = await call(act('getnearestairport', { lat, lon }));
      expect(response.statusCode).toBe(200);
      expect(response.json().airport.airportcode).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('prefers the asked country', async () => {
    // Across the strait from Johor Bahru: Singapore's Seletar is nearer than Senai (both scheduled).
    expect((await call(act('getnearestairport', { lat: 1.5, lon: 103.8 }))).json().airport.airportcode).toBe('XSP');
    expect((await call(act('getnearestairport', { lat: 1.5, lon: 103.8, countrycode: 'MY' }))).json().airport.airportcode).toBe('JHB');
  });

  it('refuses a bad longitude with a 400 naming it, and needs a session', async () => {
    const response = await call(act('getnearestairport', { lat: 10, lon: -200 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe('lon must be a number between -180 and 180');
    expect((await t.service(null, act('getnearestairport', { lat: 10, lon: 10 }))).statusCode).toBe(401);
  });
});

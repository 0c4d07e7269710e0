import { describe, expect, it } from 'vitest';
import { type RankableAirport, foldText, rankAirports } from './airport-search';

const airport = (code: string, location: string, name: string, countrycode: string, rank: number, aliases: string[] = []): RankableAirport => ({
  code,
  name,
  location,
  country: countrycode === 'IN' ? 'India' : countrycode === 'GB' ? 'United Kingdom' : countrycode,
  countrycode,
  lat: 0,
  lng: 0,
  rank,
  aliases,
});

/* A slice of the real dataset's awkward neighbours: codes that are words, cities that share prefixes. */
const LIST: RankableAirport[] = [
  airport('BKS', 'Bengkulu', 'Fatmawati Soekarno Airport', 'ID', 3),
  airport('BUG', 'Benguela', 'Benguela Airport', 'AO', 2),
  airport('BLR', 'Bengaluru', 'Kempegowda International Airport', 'IN', 5, ['Bangalore']),
  airport('IXG', 'Belagavi', 'Belgaum Airport', 'IN', 3),
  airport('DRT', 'Del Rio', 'Del Rio International Airport', 'US', 3),
  airport('DEL', 'Delhi', 'Indira Gandhi International Airport', 'IN', 5, ['New Delhi', 'Palam Air Force Station']),
  airport('LDB', 'Londrina', 'Governador José Richa Airport', 'BR', 3),
  airport('YXU', 'London', 'London Airport', 'CA', 3),
  airport('LCY', 'London', 'London City Airport', 'GB', 3, ['LON']),
  airport('LHR', 'London', 'London Heathrow Airport', 'GB', 5, ['LON', 'Londres']),
  airport('LGW', 'London', 'London Gatwick Airport', 'GB', 5, ['LON']),
  airport('BCN', 'Barcelona', 'Josep Tarradellas Barcelona-El Prat Airport', 'ES', 5),
  airport('BOM', 'Mumbai', 'Chhatrapati Shivaji Maharaj International Airport', 'IN', 5),
  airport('MAA', 'Chennai', 'Chennai International Airport', 'IN', 5),
  airport('CCU', 'Kolkata', 'Netaji Subhas Chandra Bose International Airport', 'IN', 5),
  airport('GRU', 'São Paulo', 'São Paulo/Guarulhos International Airport', 'BR', 5),
];

const codes = (key: string) => rankAirports(LIST, key).map((a) => a.code);

describe('rankAirports', () => {
  it("finds Bengaluru first for 'BLR', 'blr', 'beng' and the former name 'bang'", () => {
    for (const key of ['BLR', 'blr', ' beng ', 'Bangal']) expect(codes(key)[0], key).toBe('BLR');
  });

  it("finds Delhi first for 'del' (the code), ahead of Del Rio", () => {
    expect(codes('del')[0]).toBe('DEL');
    expect(codes('del')).toContain('DRT');
    expect(codes('delh')[0]).toBe('DEL');
  });

  it("answers London's airports for 'lon', larger ones first, before Londrina and names that merely contain it", () => {
    const found = codes('lon');
    expect(found.slice(0, 4)).toEqual(['LGW', 'LHR', 'LCY', 'YXU']);
    expect(found.indexOf('LDB')).toBeGreaterThan(3);
    expect(found.at(-1)).toBe('BCN');
  });

  it('puts an exact code before any city or name match', () => {
    const list = [airport('XYZ', 'Lcyville', 'Lcy Field', 'US', 5), ...LIST];
    expect(rankAirports(list, 'lcy').map((a) => a.code)).toEqual(['LCY', 'XYZ']);
  });

  it("finds cities by their former names: 'bomb' Mumbai, 'madr' Chennai, 'calc' Kolkata", () => {
    expect(codes('bomb')).toEqual(['BOM']);
    expect(codes('madr')).toEqual(['MAA']);
    expect(codes('calc')).toEqual(['CCU']);
  });

  it('ignores accents and case', () => {
    expect(codes('SAO P')).toEqual(['GRU']);
    expect(foldText('  São Paulo ')).toBe('sao paulo');
  });

  it('matches nothing for 2 or fewer trimmed characters', () => {
    expect(codes('lo')).toEqual([]);
    expect(codes('  de  ')).toEqual([]);
  });

  it('keeps at most `limit` and does not depend on the input order', () => {
    expect(rankAirports(LIST, 'lon', 2).map((a) => a.code)).toEqual(['LGW', 'LHR']);
    expect(rankAirports([...LIST].reverse(), 'lon').map((a) => a.code)).toEqual(codes('lon'));
  });
});

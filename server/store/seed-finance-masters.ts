import type { Tx } from './db';
import { companyBanks, employeeBanks, expenseCategories, popularPlaces, vehicleMasters } from './schema';

/*
 * Finance and place masters of the demo companies (docs/features/masters.md). Account numbers go
 * in as entered: the start-up pass seals them (docs/secrets-at-rest.md).
 */

const COMPANIES = ['1001', '1002', '1003'] as const;

/**
 * [code, name, kind, receipt required above, limit per day, limit per claim] (decimals; '' = no
 * limit): the same list for each company. Meals has no daily limit because the expense tests save
 * many 450 meals on one day; a finance admin sets one in tests/server/expenses-policy.test.ts.
 */
const CATEGORIES = [
  ['AIR', 'Airfare', 'travel', '0', '', ''],
  ['HOTEL', 'Hotel', 'travel', '0', '8000', ''],
  ['MEALS', 'Meals', 'travel', '500', '', ''],
  ['LOCAL', 'Local conveyance', 'travel', '300', '', '3000'],
  ['MILEAGE', 'Mileage', 'travel', '0', '', ''],
  ['PERDIEM', 'Per diem', 'travel', '0', '', ''],
  ['PHONE', 'Telephone', 'monthlyallowance', '1000', '', ''],
  ['OTHER', 'Other', 'nontravel', '0', '', ''],
] as const;

const paise = (decimal: string) => BigInt(decimal) * 100n;
const limit = (decimal: string) => (decimal === '' ? null : paise(decimal));

export async function seedFinanceMasters(tx: Tx, now: Date): Promise<void> {
  const stamp = { createdAt: now };
  await tx.insert(companyBanks).values([
    { ...stamp, id: 'CB1001H', corporateId: '1001', bankName: 'HDFC Bank', accountName: 'Acme Industries Pvt Ltd', accountNumber: '50200012345678', accountLast4: '5678', ifsc: 'HDFC0000060', branch: 'Fort, Mumbai' },
    { ...stamp, id: 'CB1001S', corporateId: '1001', bankName: 'State Bank of India', accountName: 'Acme Industries Pvt Ltd', accountNumber: '30987654321', accountLast4: '4321', ifsc: 'SBIN0000813', branch: 'Koramangala, Bengaluru' },
    { ...stamp, id: 'CB1002C', corporateId: '1002', bankName: 'Citibank', accountName: 'Globex Corp', accountNumber: '000123456789', accountLast4: '6789', ifsc: 'CITI0000002', branch: 'Mumbai' },
    { ...stamp, id: 'CB1003I', corporateId: '1003', bankName: 'ICICI Bank', accountName: 'Sharma Traders', accountNumber: '001105012345', accountLast4: '2345', ifsc: 'ICIC0000011', branch: 'Connaught Place, Delhi' },
  ]);
  await tx.insert(employeeBanks).values([
    { ...stamp, id: 'EB20001', corporateId: '1001', profileId: '20001', bankName: 'Axis Bank', accountName: 'Rahul Verma', accountNumber: '917010012345678', accountLast4: '5678', ifsc: 'UTIB0000009', primary: true },
  ]);
  await tx.insert(expenseCategories).values(
    COMPANIES.flatMap((corporateId) =>
      CATEGORIES.map(([code, name, expenseKind, receiptAbove, perDay, perClaim]) => ({
        ...stamp,
        id: `CT${corporateId}${code}`,
        corporateId,
        name,
        code,
        expenseKind,
        glCode: `GL-${code}`,
        receiptRequiredAbovePaise: paise(receiptAbove),
        limitPerDayPaise: limit(perDay),
        limitPerClaimPaise: limit(perClaim),
      })),
    ),
  );
  await tx.insert(vehicleMasters).values([
    { ...stamp, id: 'VH1001CAR', corporateId: '1001', vehicleType: 'Car', fuelType: 'Petrol', ratePerUnitPaise: paise('12'), verified: true },
    { ...stamp, id: 'VH1001TW', corporateId: '1001', vehicleType: 'Two-wheeler', fuelType: 'Petrol', ratePerUnitPaise: paise('5'), verified: true },
    { ...stamp, id: 'VH1002CAR', corporateId: '1002', vehicleType: 'Car', fuelType: 'Petrol', ratePerUnitPaise: 67n, unit: 'miles', verified: true },
    { ...stamp, id: 'VH1003CAR', corporateId: '1003', vehicleType: 'Car', fuelType: 'Diesel', ratePerUnitPaise: paise('12') },
    { ...stamp, id: 'VH1003TW', corporateId: '1003', vehicleType: 'Two-wheeler', fuelType: 'Petrol', ratePerUnitPaise: paise('5') },
  ]);
  await tx.insert(popularPlaces).values([
    { ...stamp, id: 'PP1001BLR', corporateId: '1001', placeName: 'Acme head office', address: '80 Feet Road, Koramangala', city: 'Bengaluru', countryCode: 'IN', lat: 12.9352, lon: 77.6245 },
    { ...stamp, id: 'PP1001BOM', corporateId: '1001', placeName: 'Acme Mumbai office', address: 'Bandra Kurla Complex', city: 'Mumbai', countryCode: 'IN', lat: 19.0607, lon: 72.8633 },
    { ...stamp, id: 'PP1002NYC', corporateId: '1002', placeName: 'Globex head office', address: '350 Fifth Avenue', city: 'New York', countryCode: 'US', lat: 40.7484, lon: -73.9857 },
    { ...stamp, id: 'PP1003DEL', corporateId: '1003', placeName: 'Sharma Traders shop', address: 'Chandni Chowk', city: 'Delhi', countryCode: 'IN', lat: 28.6506, lon: 77.2303 },
  ]);
}

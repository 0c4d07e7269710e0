/*
 * First-level divisions answered by TG-GENERIC getstatesforcountry (docs/operations.md), plain data.
 * Codes are the ISO 3166-2 subdivision codes without the country prefix (India's as revised in
 * 2023: CG, OD, TS, UK); gst is India's GST state code (the first two digits of a GSTIN), '' elsewhere.
 */
export interface StateRow {
  countryCode: string;
  code: string;
  name: string;
  /** 'state', 'union territory', 'district', 'country', 'emirate', 'federal district'. */
  kind: string;
  gst: string;
}

type Tuple = readonly [code: string, name: string, gst?: string];

const rows = (countryCode: string, kind: string, list: readonly Tuple[]): StateRow[] =>
  list.map(([code, name, gst = '']) => ({ countryCode, code, name, kind, gst }));

/** India's 28 states with their GST codes. */
const IN_STATES: Tuple[] = [
  ['AP', 'Andhra Pradesh', '37'], ['AR', 'Arunachal Pradesh', '12'], ['AS', 'Assam', '18'], ['BR', 'Bihar', '10'],
  ['CG', 'Chhattisgarh', '22'], ['GA', 'Goa', '30'], ['GJ', 'Gujarat', '24'], ['HR', 'Haryana', '06'],
  ['HP', 'Himachal Pradesh', '02'], ['JH', 'Jharkhand', '20'], ['KA', 'Karnataka', '29'], ['KL', 'Kerala', '32'],
  ['MP', 'Madhya Pradesh', '23'], ['MH', 'Maharashtra', '27'], ['MN', 'Manipur', '14'], ['ML', 'Meghalaya', '17'],
  ['MZ', 'Mizoram', '15'], ['NL', 'Nagaland', '13'], ['OD', 'Odisha', '21'], ['PB', 'Punjab', '03'],
  ['RJ', 'Rajasthan', '08'], ['SK', 'Sikkim', '11'], ['TN', 'Tamil Nadu', '33'], ['TS', 'Telangana', '36'],
  ['TR', 'Tripura', '16'], ['UP', 'Uttar Pradesh', '09'], ['UK', 'Uttarakhand', '05'], ['WB', 'West Bengal', '19'],
];

/** India's 8 union territories (DH: Dadra and Nagar Haveli and Daman and Diu, merged 2020, GST 26). */
const IN_UNION_TERRITORIES: Tuple[] = [
  ['AN', 'Andaman and Nicobar Islands', '35'], ['CH', 'Chandigarh', '04'],
  ['DH', 'Dadra and Nagar Haveli and Daman and Diu', '26'], ['DL', 'Delhi', '07'],
  ['JK', 'Jammu and Kashmir', '01'], ['LA', 'Ladakh', '38'], ['LD', 'Lakshadweep', '31'], ['PY', 'Puducherry', '34'],
];

const US_STATES: Tuple[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

/** Singapore's five Community Development Council districts (ISO 3166-2:SG). */
const SG_DISTRICTS: Tuple[] = [
  ['01', 'Central Singapore'], ['02', 'North East'], ['03', 'North West'], ['04', 'South East'], ['05', 'South West'],
];

/** The United Kingdom's four countries (ISO 3166-2:GB). */
const GB_COUNTRIES: Tuple[] = [['ENG', 'England'], ['NIR', 'Northern Ireland'], ['SCT', 'Scotland'], ['WLS', 'Wales']];

/** The seven emirates (ISO 3166-2:AE). */
const AE_EMIRATES: Tuple[] = [
  ['AZ', 'Abu Dhabi'], ['AJ', 'Ajman'], ['DU', 'Dubai'], ['FU', 'Fujairah'], ['RK', 'Ras Al Khaimah'],
  ['SH', 'Sharjah'], ['UQ', 'Umm Al Quwain'],
];

export const STATES: readonly StateRow[] = [
  ...rows('IN', 'state', IN_STATES),
  ...rows('IN', 'union territory', IN_UNION_TERRITORIES),
  ...rows('US', 'state', US_STATES),
  ...rows('US', 'federal district', [['DC', 'District of Columbia']]),
  ...rows('SG', 'district', SG_DISTRICTS),
  ...rows('GB', 'country', GB_COUNTRIES),
  ...rows('AE', 'emirate', AE_EMIRATES),
];

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './support/fixtures';
import { choosePurpose } from './flights-steps';
import { pickDate } from './trips-steps';

/* Shared steps of the insurance specs (tests/e2e/insurance*.spec.ts). */

/** Days from today of the cover every spec searches: far enough ahead, 10 days long (one band). */
export const START_DAYS = 10;
export const END_DAYS = 20;

/** A birth date that makes the traveller exactly `age` on the start date, as the form takes it (DD/MM/YYYY). */
export function birthDateForAge(age: number): string {
  const d = new Date();
  // 100 days before today's date `age` years ago: past every birthday up to the start date.
  d.setFullYear(d.getFullYear() - age);
  d.setDate(d.getDate() - 100);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

export interface InsuranceSearch {
  domint?: 'Domestic' | 'International';
  category: string;
  /** One age per traveller, in order. */
  ages: number[];
}

/** Types one traveller's birth date into the search form (the field parses DD/MM/YYYY). */
export async function fillBirthDate(page: Page, paxnumber: number, age: number): Promise<void> {
  const field = page.getByLabel(`Traveller ${paxnumber} date of birth`);
  await field.fill(birthDateForAge(age));
  // Closes the field's calendar so it cannot cover the next field.
  await field.press('Escape');
}

/** Fills the /insurance form and searches; answers once the results page lists its plans. */
export async function searchInsurance(page: Page, search: InsuranceSearch): Promise<void> {
  await page.goto('/insurance');
  await expect(page.getByRole('heading', { level: 1, name: 'Search & Insurance' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Insurance search' });
  if (search.domint === 'International') await form.getByLabel('International').check();
  // The categories load from the server: wait for the wanted one before choosing it.
  const category = form.getByLabel('Category');
  await expect(category.getByRole('option', { name: search.category, exact: true })).toBeAttached();
  await category.selectOption({ label: search.category });
  await pickDate(page, 'Start date', START_DAYS);
  await pickDate(page, 'End date', END_DAYS);
  await form.getByLabel('No of travellers').selectOption(String(search.ages.length));
  for (const [index, age] of search.ages.entries()) await fillBirthDate(page, index + 1, age);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/insurance\/search\?ins=/);
  await expect(page.getByRole('region', { name: 'Insurance plans' })).toBeVisible();
}

/** One plan of the results, by its name. */
export function planCard(page: Page, planName: string): Locator {
  return page.getByRole('region', { name: 'Insurance plans' }).getByRole('article', { name: planName, exact: true });
}

/** Books a plan of the results: the review page, once its price has been fetched again. */
export async function bookPlan(page: Page, planName: string): Promise<void> {
  await planCard(page, planName).getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/insurance\/book\?ins=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Insurance' })).toBeVisible();
  await expect(page.getByText('Fetching the latest price…')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Insurance details per traveller' }).getByRole('row')).not.toHaveCount(1);
}

export interface TravellerInput {
  title: 'Mr' | 'Mrs' | 'Ms';
  firstname: string;
  lastname: string;
  gender: 'Male' | 'Female';
}

/** Fills traveller `n`'s details on the review page. */
export async function fillTraveller(page: Page, n: number, t: TravellerInput): Promise<void> {
  await page.getByLabel(`Traveller ${n} Title`).selectOption(t.title);
  await page.getByLabel(`Traveller ${n} First Name`).fill(t.firstname);
  await page.getByLabel(`Traveller ${n} Last Name`).fill(t.lastname);
  await page.getByLabel(`Traveller ${n} Gender`).selectOption({ label: t.gender });
}

/** The payment-mode tiles (radios) of the review page. */
export function paymentTiles(page: Page) {
  const section = page.getByRole('region', { name: 'Select Payment Mode' });
  return {
    section,
    wallet: section.getByRole('radio', { name: 'Wallet', exact: true }),
    card: section.getByRole('radio', { name: 'Credit/Debit card, Net-banking', exact: true }),
  };
}

/** The gateway page's payment reference (the booking's txid). */
export function gatewayReference(page: Page): Locator {
  return page.locator('dt', { hasText: 'Reference' }).locator('xpath=following-sibling::dd[1]');
}

/** Decimal string with two places ("1234.50", "-1") as paise. */
export function paiseOf(decimal: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!m) throw new Error(`not an amount: ${decimal}`);
  const paise = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -paise : paise;
}

export interface ApiUser {
  profileid: string;
  corporateid: string;
  call: (data: Record<string, unknown>) => ReturnType<APIRequestContext['post']>;
}

/** A plain (unencrypted) API session of its own, to check what the server holds. */
export async function apiUser(request: APIRequestContext, userid: string): Promise<ApiUser> {
  const signedIn = await request.post('/api/dispatcher/login', {
    form: { jsondata: JSON.stringify({ userid, password: DEMO_PASSWORD }), pushtoken: '' },
  });
  expect(signedIn.ok()).toBe(true);
  const body = (await signedIn.json()) as {
    userauth: { authtoken: string };
    profilemaster: { profileid: string; corporateid: string };
  };
  const token = body.userauth.authtoken;
  return {
    profileid: body.profilemaster.profileid,
    corporateid: body.profilemaster.corporateid,
    call: (data) => request.post('/api/service', { headers: { authorization: `Bearer ${token}` }, data }),
  };
}

/** The wallet balance the server holds for the user, in paise (-100 for the '-1' of no wallet). */
export async function walletBalance(user: ApiUser): Promise<bigint> {
  const answer = await user.call({
    opid: 'TG-WALLET',
    action: 'getwalletbalance',
    profileid: user.profileid,
    corporateid: user.corporateid,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { UserAccount } = (await answer.json()) as { UserAccount: { balance: string } };
  return paiseOf(UserAccount.balance);
}

export interface TicketRecord {
  bookingstatus: string;
  txid: string;
  tgbookingref: string;
  paymentmode: string;
  totalinvoice: string;
  refunds: { paxsno: number; amount: string; remarks: string; mode: string }[];
}
export interface TicketPassenger {
  paxsno: number;
  firstname: string;
  lastname: string;
  premium: string;
  gst: string;
  status: string;
}

/** TG-INSURANCE ticket as the server answers it ('' for an unknown or someone else's txid). */
export async function serverTicket(
  user: ApiUser,
  txid: string,
): Promise<{ insurancerecord: TicketRecord; passengers: TicketPassenger[] } | ''> {
  const answer = await user.call({ opid: 'TG-INSURANCE', actioncode: 'ticket', txid });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { InsuranceInvoice: { insurancerecord: TicketRecord; passengers: TicketPassenger[] } | '' })
    .InsuranceInvoice;
}

/** The e-ticket's txid from the page's address. */
export async function eticketTxid(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/insurance\/eticket\/[^/?#]+/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

const isoDaysFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Whole years on `day` (YYYY-MM-DD) of someone born on `dob`, as the insurer counts them. */
function ageOn(dob: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dob.slice(0, 4));
  return day.slice(5) < dob.slice(5) ? years - 1 : years;
}

/**
 * One traveller (the user, born 1990-04-12) on 'Domestic Travel Secure' for 5 days, priced and
 * paid from the wallet through the API: its txid. For specs about a ticket, not the booking pages.
 */
export async function bookWithWalletThroughApi(user: ApiUser): Promise<string> {
  const dob = '1990-04-12';
  const search = {
    categoryid: '1',
    categorycode: 'DOM',
    daylimit: 5,
    noofpax: 1,
    startdate: isoDaysFromToday(30),
    enddate: isoDaysFromToday(35),
    domint: 'domestic',
    tripid: '',
    paxList: [{ paxnumber: 1, dob, age: ageOn(dob, isoDaysFromToday(30)) }],
  };
  const found = await user.call({ opid: 'TG-INSURANCE', actioncode: 'search', jsondata: search });
  expect(found.status(), await found.text()).toBe(200);
  const plans = ((await found.json()) as { InsuranceSearchResponse: { results: { InsuranceSearchResult: { plancode: string; recordid: string }[] }[] } })
    .InsuranceSearchResponse.results[0]!.InsuranceSearchResult;
  const plan = plans.find((p) => p.plancode === 'DOMBASIC')!;
  const priced = await user.call({
    opid: 'TG-INSURANCE',
    actioncode: 'getinsurancetax',
    jsondata: { ...search, plancode: plan.plancode, recordid: plan.recordid },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const price = ((await priced.json()) as { InsuranceTaxResponse: { insurancerecommendation: Record<string, unknown> & { policyid: string; inpolicy: boolean; paxWiseInfo: { age: number }[] } } })
    .InsuranceTaxResponse.insurancerecommendation;
  const booking = await user.call({
    opid: 'TG-INSURANCE',
    actioncode: 'booking',
    jsondata: {
      corporateid: user.corporateid,
      profileid: user.profileid,
      policyid: price.policyid,
      inpolicy: price.inpolicy,
      approvalid: '',
      passengers: [
        { title: 'Mr', firstname: 'Rahul', lastname: 'Verma', gender: 'male', age: price.paxWiseInfo[0]!.age, dob, paxtype: 'Adult', paxid: '1', profileid: user.profileid },
      ],
      insurancerecommendation: price,
      bookingtype: 'b2e',
      domint: 'domestic',
      tripid: '',
      paymentmode: 'cashcard',
      contact_email: 'traveller@acme.test',
      contact_mobile: '9876543210',
      clientref: crypto.randomUUID(),
      // The demo companies require a purpose of travel.
      purpose: 'official',
    },
  });
  expect(booking.status(), await booking.text()).toBe(200);
  const answer = ((await booking.json()) as { FlightBookingResponse: { status: string; message: string; txid: string } }).FlightBookingResponse;
  expect(answer.status, answer.message).toBe('OK');
  return answer.txid;
}

/** The review step's pay button (docs/features/insurance.md "Review before paying"). */
export const INSURANCE_PAY_BUTTON = /^(Pay|Book) ₹[\d,.]+ (from wallet|by card|on company account)$/;

/**
 * The required purpose (the demo companies ask for one; null leaves it as it is), Proceed to Payment,
 * then the review step's button (it names the premium and the mode); answers its text.
 */
export async function proceedAndPay(page: Page, purpose: string | null = 'Official'): Promise<string> {
  if (purpose !== null) await choosePurpose(page, purpose);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const pay = page.getByRole('region', { name: 'Review and pay' }).getByRole('button', { name: INSURANCE_PAY_BUTTON });
  await expect(pay).toBeVisible();
  const text = (await pay.textContent())!;
  await pay.click();
  return text;
}

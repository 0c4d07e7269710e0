import type { Page } from '@playwright/test';
import { expect, login, testWithServer } from './support/fixtures';
import { bookFirstOffer, choosePurpose, onewayFs, ONWARD_DAYS, PAY_BUTTON } from './flights-steps';
import { apiUser, bookPlan, fillBirthDate, fillTraveller, paiseOf, walletBalance } from './insurance-steps';
import { daysFromToday, pickDate, signInAs } from './trips-steps';
import { PAYMENT_TIMEOUT_MS } from './support/timeouts';
import { decodePrefill } from '../../src/domain/insurance-prefill';
import { durationDays } from '../../src/domain/insurance-premium';

/*
 * Review before paying (docs/features/flights-booking.md, docs/features/insurance.md): a required
 * purpose left on Select charges nothing, the review names the exact amount on its button, Edit
 * details keeps the form, and paying charges exactly that amount; insurance from the Travel menu
 * does the same; a paid flight offers to insure the trip with its dates and travellers.
 */

/** '₹13,788.65' in a button's text → paise. */
const paiseIn = (text: string) => paiseOf(/₹([\d,]+(?:\.\d\d)?)/.exec(text)![1]!.replace(/,/g, ''));

async function openBookPage(page: Page): Promise<void> {
  await bookFirstOffer(page, onewayFs('BLR', 'DEL'), { inPolicy: true });
}

// A server of its own: the wallet's balance is compared before and after, so no other spec may spend from it.
const test = testWithServer();

test('a flight: required purpose first, then the review names the amount, Back keeps it, paying charges it; then insure the trip', async ({
  page,
  request,
}) => {
  const user = await apiUser(request, 'traveller@acme.test');
  await signInAs(page, 'traveller@acme.test', login);
  const before = await walletBalance(user);
  await openBookPage(page);

  // Left on Select: the error by the field, the field focused, nothing charged.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByText('Select a purpose of travel')).toBeVisible();
  await expect(page.getByLabel('Purpose of travel')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Review and pay' })).toHaveCount(0);
  expect(await walletBalance(user)).toBe(before);

  await choosePurpose(page, 'Client visit');
  const shown = (await page.getByTestId('booking-total').textContent())!;
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const review = page.getByRole('region', { name: 'Review and pay' });
  const pay = review.getByRole('button', { name: PAY_BUTTON });
  await expect(pay).toHaveText(/ from wallet$/);
  const amount = paiseIn((await pay.textContent())!);
  // The page's total is whole rupees; the button is exact to the paisa.
  expect(Math.abs(Number(amount) - Number(paiseIn(shown)))).toBeLessThanOrEqual(50);
  await expect(review.getByRole('list', { name: 'Itinerary' })).toContainText('BLR');
  expect(await walletBalance(user)).toBe(before);

  await review.getByRole('button', { name: 'Edit details' }).click();
  await expect(page.getByLabel('Purpose of travel')).toHaveValue('clientvisit');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await review.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(page).toHaveURL(/\/flights\/eticket\/FL[\w-]+$/, { timeout: PAYMENT_TIMEOUT_MS });
  expect(before - (await walletBalance(user))).toBe(amount);

  // The e-ticket offers insurance for the same dates and travellers.
  const insure = page.getByRole('region', { name: 'Insure this trip' });
  await insure.getByRole('link', { name: 'See insurance plans for this trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search & Insurance' })).toBeVisible();
  const prefill = decodePrefill(new URL(page.url()).searchParams.get('trip'));
  expect(prefill?.startdate).toBe(daysFromToday(ONWARD_DAYS).iso);
  const form = page.getByRole('form', { name: 'Insurance search' });
  await expect(form.getByLabel('No of travellers')).toHaveValue('1');
  // BLR to DEL stays in India: the domestic category is chosen too.
  expect(prefill?.category).toEqual({ domint: 'domestic', categorycode: 'DOM', countries: [] });
  await expect(form.getByLabel('Domestic', { exact: true })).toBeChecked();
  await expect(form.getByLabel('Category').locator('option:checked')).toHaveText('Domestic (India)');
  await expect(form.getByLabel('Duration (days)')).toHaveValue(String(durationDays(prefill!.startdate, prefill!.enddate)));
});

test('insurance from the Travel menu: the review names the premium, Back keeps the travellers, paying charges it', async ({
  page,
  request,
}) => {
  const user = await apiUser(request, 'traveller@acme.test');
  await signInAs(page, 'traveller@acme.test', login);
  const before = await walletBalance(user);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Travel', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Travel Insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search & Insurance' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Insurance search' });
  const category = form.getByLabel('Category');
  await expect(category.getByRole('option', { name: 'Domestic (India)', exact: true })).toBeAttached();
  await category.selectOption({ label: 'Domestic (India)' });
  await pickDate(page, 'Start date', 10);
  await pickDate(page, 'End date', 15);
  await form.getByLabel('No of travellers').selectOption('2');
  await fillBirthDate(page, 1, 35);
  await fillBirthDate(page, 2, 33);
  await form.getByRole('button', { name: 'Search' }).click();
  await bookPlan(page, 'Domestic Travel Secure');
  await fillTraveller(page, 2, { title: 'Mrs', firstname: 'Sunita', lastname: 'Verma', gender: 'Female' });

  // Acme requires a purpose of travel: left on Select, the review step does not open and nothing is charged.
  const review = page.getByRole('region', { name: 'Review and pay' });
  const tripDetails = page.getByRole('region', { name: 'Trip Details' });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(tripDetails.getByText('Select a purpose of travel')).toBeVisible();
  await expect(tripDetails.getByLabel('Purpose of travel')).toBeFocused();
  await expect(review).toHaveCount(0);
  expect(await walletBalance(user)).toBe(before);
  await choosePurpose(page);
  await expect(tripDetails.getByText('Select a purpose of travel')).toHaveCount(0);

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const total = (await review.getByTestId('review-total').textContent())!;
  await expect(review.getByRole('button', { name: `Pay ${total} from wallet` })).toBeVisible();
  await expect(review.getByRole('list', { name: 'Travellers to insure' })).toContainText('Sunita Verma');
  await review.getByRole('button', { name: 'Edit details' }).click();
  await expect(page.getByLabel('Traveller 2 First Name')).toHaveValue('Sunita');
  expect(await walletBalance(user)).toBe(before);

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await review.getByRole('button', { name: `Pay ${total} from wallet` }).click();
  await expect(page).toHaveURL(/\/insurance\/eticket\//, { timeout: PAYMENT_TIMEOUT_MS });
  expect(before - (await walletBalance(user))).toBe(paiseIn(total));
});

import { expect, login, test } from './support/fixtures';
import {
  apiUser,
  bookPlan,
  eticketTxid,
  fillTraveller,
  paiseOf,
  paymentTiles,
  planCard,
  searchInsurance,
  bookWithWalletThroughApi,
  serverTicket,
  walletBalance,
  proceedAndPay,
} from './insurance-steps';
import { signInAs } from './trips-steps';

/*
 * Insurance end to end on the real server: search with three travellers, benefits, review, pay
 * from the company wallet, the e-ticket, and cancelling one traveller with its refund. Balances are
 * checked relative to before the test: other specs of this worker spend from the same Acme wallet.
 */

const PLAN = 'Domestic Travel Secure';

test('three travellers of different ages: benefits, review, pay from the wallet, e-ticket, cancel one with a refund', async ({
  page,
  request,
}) => {
  const api = await apiUser(request, 'traveller@acme.test');
  const walletBefore = await walletBalance(api);

  await signInAs(page, 'traveller@acme.test', login);
  await searchInsurance(page, { category: 'Domestic (India)', ages: [35, 52, 9] });
  const plan = planCard(page, PLAN);
  const breakup = plan.getByRole('table', { name: `Premium breakup of ${PLAN}` });
  await expect(breakup).toContainText('Traveller 1 (age 35) premium');
  await expect(breakup).toContainText('Traveller 2 (age 52) premium');
  await expect(breakup).toContainText('Traveller 3 (age 9) premium');
  await expect(breakup).toContainText('GST');
  await plan.getByRole('button', { name: 'View benefits' }).click();
  const benefits = plan.getByRole('table', { name: `Benefits of ${PLAN}` });
  await expect(benefits.getByRole('row', { name: /Hospitalisation \(illness or accident\)/ })).toContainText('INR 1,00,000');
  await expect(benefits).toContainText('Loss of checked-in baggage');

  await bookPlan(page, PLAN);
  for (const section of ['Review Your Insurance', 'Insurance Details', 'Contact Details', 'Traveller Details', 'Select Payment Mode'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review Your Insurance' })).toContainText(PLAN);
  // Traveller 1 is the signed-in traveller; the ages come from the search and cannot be changed.
  await expect(page.getByLabel('Traveller 1 First Name')).toHaveValue('Rahul');
  await expect(page.getByLabel('Traveller 2 Age')).toHaveValue('52');
  await expect(page.getByLabel('Traveller 3 Age')).toHaveAttribute('readonly', '');
  await fillTraveller(page, 2, { title: 'Mrs', firstname: 'Sunita', lastname: 'Verma', gender: 'Female' });
  await fillTraveller(page, 3, { title: 'Mr', firstname: 'Aarav', lastname: 'Verma', gender: 'Male' });

  const tiles = paymentTiles(page);
  await expect(tiles.section.getByText(/^Balance: ₹[\d,]+$/)).toBeVisible();
  await expect(tiles.wallet).toBeChecked();
  await proceedAndPay(page);

  const txid = await eticketTxid(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance e-ticket' })).toBeVisible();
  const policy = page.getByRole('region', { name: 'Policy details' });
  await expect(policy).toContainText(PLAN);
  await expect(policy.getByText('Policy number')).toBeVisible();
  const travellers = page.getByRole('table', { name: 'Travellers' });
  await expect(travellers.getByRole('row')).toHaveCount(4);
  for (const name of ['Mr Rahul Verma', 'Mrs Sunita Verma', 'Mr Aarav Verma'])
    await expect(travellers.getByRole('row', { name: new RegExp(name) })).toContainText('Confirmed');

  const booked = await serverTicket(api, txid);
  if (booked === '') throw new Error(`ticket ${txid} not found on the server`);
  expect(booked.insurancerecord.bookingstatus).toBe('confirmed');
  expect(booked.insurancerecord.paymentmode).toBe('cashcard');
  const total = paiseOf(booked.insurancerecord.totalinvoice);
  const walletAfterBooking = await walletBalance(api);
  expect(walletBefore - walletAfterBooking).toBe(total);

  // Cancel traveller 3: nothing chosen is refused first, as the spec says.
  await page.getByRole('group', { name: 'Ticket actions' }).getByRole('button', { name: 'Cancel' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cancel insurance' });
  await drawer.getByRole('button', { name: 'Confirm Cancel' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Please select traveller to cancel');
  await drawer.getByRole('checkbox', { name: 'Mr Aarav Verma' }).check();
  await drawer.getByLabel('Remarks').fill('Aarav is not travelling');
  await drawer.getByRole('button', { name: 'Confirm Cancel' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(travellers.getByRole('row', { name: /Mr Aarav Verma/ })).toContainText('Cancelled');
  await expect(travellers.getByRole('row', { name: /Mrs Sunita Verma/ })).toContainText('Confirmed');
  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds.getByRole('row', { name: /Mr Aarav Verma/ })).toContainText('Aarav is not travelling');
  await expect(refunds.getByRole('row', { name: /Mr Aarav Verma/ })).toContainText('Wallet');

  const cancelled = await serverTicket(api, txid);
  if (cancelled === '') throw new Error(`ticket ${txid} not found on the server`);
  const aarav = cancelled.passengers.find((p) => p.firstname === 'Aarav')!;
  expect(aarav.status).toBe('cancelled');
  const refund = paiseOf(aarav.premium) + paiseOf(aarav.gst);
  expect(cancelled.insurancerecord.refunds).toEqual([expect.objectContaining({ paxsno: aarav.paxsno, mode: 'wallet', remarks: 'Aarav is not travelling' })]);
  expect(paiseOf(cancelled.insurancerecord.refunds[0]!.amount)).toBe(refund);
  expect((await walletBalance(api)) - walletAfterBooking).toBe(refund);
});

test("'Sorry! No ticket found' for an unknown id and for another company's ticket", async ({ page, request }) => {
  await signInAs(page, 'traveller@globex.test', login);
  await page.goto('/insurance/eticket/INS-NO-SUCH-TICKET');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry! No ticket found' })).toBeVisible();
  await expect(page.getByText('Transaction ID: INS-NO-SUCH-TICKET')).toBeVisible();

  // An Acme booking made through the API: a Globex traveller learns nothing of it.
  const acme = await apiUser(request, 'traveller@acme.test');
  const txid = await bookWithWalletThroughApi(acme);
  expect(await serverTicket(await apiUser(request, 'traveller@globex.test'), txid)).toBe('');
  await page.goto(`/insurance/eticket/${txid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry! No ticket found' })).toBeVisible();
  await expect(page.getByText(`Transaction ID: ${txid}`)).toBeVisible();
});

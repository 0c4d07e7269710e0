import { expect, login, test } from './support/fixtures';
import { choosePurpose } from './flights-steps';
import { bookPlan, eticketTxid, proceedAndPay, searchInsurance } from './insurance-steps';
import { signInAs } from './trips-steps';

/*
 * A plan out of Acme's international policy (₹3,000 per traveller) asks for approval: the
 * traveller sends it, the manager approves it on /approvals, and the traveller continues from
 * their booking requests on /insurance to pay.
 */

const PLAN = 'Worldwide Classic';
const SUMMARY = `Travel insurance: ${PLAN}, 1 traveller`;

test('an out-of-policy plan is sent for approval, approved by the manager, then paid from the continue link', async ({ page, browser }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await searchInsurance(page, { domint: 'International', category: 'Worldwide', ages: [66] });
  await bookPlan(page, PLAN);
  await expect(page.getByRole('region', { name: 'Review Your Insurance' }).getByText('Out of policy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
  // Acme requires a purpose of travel; the approver sees the request with it.
  await choosePurpose(page);
  await page.getByRole('button', { name: 'Send for Approval' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for approval' })).toBeVisible();
  // Nothing more to do here until the approver decides: the page's action waits, disabled.
  await expect(page.getByRole('button', { name: /^(Send for Approval|Proceed to Payment)$/ })).toBeDisabled();

  // The request waits in the traveller's own list on /insurance; its id names it for the approver.
  await page.goto('/insurance');
  const waiting = page
    .getByRole('region', { name: 'My booking requests' })
    .getByRole('article')
    .filter({ hasText: SUMMARY })
    .filter({ hasText: 'Waiting for approval' });
  await expect(waiting).toHaveCount(1);
  const approvalid = (await waiting.getAttribute('aria-label'))!.replace('Booking request ', '');
  expect(approvalid).toMatch(/^BA/);
  const mine = page.getByRole('article', { name: `Booking request ${approvalid}`, exact: true });

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, 'manager@acme.test', login);
  await manager.goto('/approvals');
  const requests = manager.getByRole('region', { name: 'Booking requests' });
  const name = `travel insurance request ${approvalid} of Rahul Verma`;
  const card = requests.getByRole('article', { name: `Booking request: ${name}` });
  await expect(card).toContainText(SUMMARY);
  await card.getByLabel(`Remarks for ${name}`).fill('Approved for the conference');
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(requests.getByRole('status')).toContainText(approvalid);
  await expect(card).toContainText('Approved');
  await managerContext.close();

  await page.reload();
  await expect(mine).toContainText('Approved');
  await mine.getByRole('link', { name: `Continue booking ${approvalid}` }).click();
  await expect(page).toHaveURL(new RegExp(`/insurance/book\\?.*approvalid=${approvalid}`));
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Send for Approval' })).toHaveCount(0);

  await proceedAndPay(page);
  await eticketTxid(page);
  await expect(page.getByRole('region', { name: 'Policy details' })).toContainText(PLAN);
  await page.goto('/insurance');
  await expect(mine).toContainText('Approved and booked');
});

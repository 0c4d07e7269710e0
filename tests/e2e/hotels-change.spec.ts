import { expect, login, test } from './support/fixtures';
import { apiUser } from './insurance-steps';
import { bookRefundableStay } from './hotels-voucher-steps';

const HOUR_MS = 3_600_000;
/** A day in India's calendar `n` days from now ('YYYY-MM-DD'). */
const indiaDay = (n: number) => new Date(Date.now() + 5.5 * HOUR_MS + n * 24 * HOUR_MS).toISOString().slice(0, 10);

test('a stay paid from the wallet moves to new dates from its voucher and lands on the new voucher', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await apiUser(request, 'traveller@acme.test');
  const { txid, hotel } = await bookRefundableStay(user);
  await page.goto('/');
  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL('/flights');

  await page.goto(`/hotels/voucher/${txid}?change=1`);
  const drawer = page.getByRole('dialog', { name: 'Change dates' });
  await drawer.getByLabel('New check-in').fill(indiaDay(3));
  await drawer.getByLabel('New check-out').fill(indiaDay(4));
  await drawer.getByRole('button', { name: 'Check the new price' }).click();
  const quote = drawer.getByRole('table', { name: 'The new price' });
  await expect(quote.getByRole('rowheader', { name: /^New stay, 1 night/ })).toBeVisible();
  await expect(quote.getByRole('rowheader', { name: 'Charge for cancelling the current stay' })).toBeVisible();

  await drawer.getByRole('button', { name: 'Change the stay' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/hotels/voucher/${txid}`));
  await expect(page).toHaveURL(/\/hotels\/voucher\/HTL\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: hotel })).toBeVisible();
  const newTxid = new URL(page.url()).pathname.split('/').pop();
  const booking = async (id: string | undefined) => {
    const answer = (await (await user.call({ opid: 'TG-HOTEL', action: 'gethotelbooking', txid: id })).json()) as { booking: { status: string; checkin: string } };
    return answer.booking;
  };
  expect(await booking(newTxid)).toMatchObject({ checkin: indiaDay(3) });
  expect((await booking(txid)).status).toBe('cancellationrequested');
});

import { expect, login, test } from './support/fixtures';
import { choosePurpose } from './flights-steps';
import { bookPlan, END_DAYS, fillBirthDate, fillTraveller, proceedAndPay, searchInsurance, START_DAYS } from './insurance-steps';
import { pickDate, signInAs } from './trips-steps';

/* Every validation message of the insurance search form and the review page, in the spec's order (docs/product.md#validation-rules). */

test('the search form shows each message in order until the search is complete', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await page.goto('/insurance');
  const form = page.getByRole('form', { name: 'Insurance search' });
  const search = form.getByRole('button', { name: 'Search' });
  const problem = form.getByRole('alert');
  const expectProblem = async (message: string) => {
    await search.click();
    await expect(problem).toHaveText(message);
    await expect(page).toHaveURL('/insurance');
  };

  await expectProblem('Please select category');
  const category = form.getByLabel('Category');
  await expect(category.getByRole('option', { name: 'Domestic (India)' })).toBeAttached();
  await category.selectOption({ label: 'Domestic (India)' });
  await expectProblem('Please select start date');
  await pickDate(page, 'Start date', START_DAYS);
  await expectProblem('Please select end date');
  await pickDate(page, 'End date', START_DAYS);
  await expectProblem('Start and End dates should not be same.');
  await pickDate(page, 'End date', END_DAYS);
  await expect(form.getByLabel('Duration (days)')).toHaveValue(String(END_DAYS - START_DAYS));
  // 'Please select no of pax' cannot be reached here: the count is a list of 1 to 5 with 1 chosen
  // from the start, so a search never goes without a number of travellers.
  await expect(form.getByLabel('No of travellers')).toHaveValue('1');
  await form.getByLabel('No of travellers').selectOption('2');
  await expectProblem('Please select Date of birth for other travellers');
  await fillBirthDate(page, 1, 40);
  await expectProblem('Please select Date of birth for other travellers');
  await fillBirthDate(page, 2, 12);
  await search.click();
  await expect(page).toHaveURL(/\/insurance\/search\?ins=/);
});

test('the review page shows each traveller and contact message in order', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await searchInsurance(page, { category: 'Domestic (India)', ages: [33, 30] });
  await bookPlan(page, 'Domestic Travel Secure');
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await expect(proceed).toBeEnabled();
  // Acme's required purpose comes first (review-before-paying.spec.ts): chosen, the travellers' checks remain.
  await choosePurpose(page);
  const expectProblem = async (message: string) => {
    await proceed.click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(/\/insurance\/book\?/);
  };

  // Traveller 1 is the signed-in traveller, already complete: the first problem is traveller 2's.
  await expectProblem('Please select traveller 2 title');
  await page.getByLabel('Traveller 2 Title').selectOption('Ms');
  await expectProblem('Please enter traveller 2 first name');
  await page.getByLabel('Traveller 2 First Name').fill('Neha');
  await expectProblem('Please enter traveller 2 last name');
  await page.getByLabel('Traveller 2 Last Name').fill('Verma');
  // 'Please enter traveller N age' cannot be reached: the age comes from the search's birth date
  // and the field is read-only.
  await expect(page.getByLabel('Traveller 2 Age')).toHaveAttribute('readonly', '');
  await expectProblem('Please select traveller 2 gender');
  await page.getByLabel('Traveller 2 Gender').selectOption({ label: 'Female' });

  // Acme locks the traveller's own email and mobile; booking for someone else opens them.
  const email = page.getByLabel('Contact Email');
  const mobile = page.getByLabel('Contact Mobile');
  await expect(email).toBeDisabled();
  await page.getByLabel('Booking for someone else').check();
  await email.fill('');
  await expectProblem('Please enter contact email address');
  await email.fill('neha.verma@example.test');
  await mobile.fill('');
  await expectProblem('Please enter contact moible address');
  // Digits only: anything else typed is dropped.
  await mobile.fill('98x765-43210');
  await expect(mobile).toHaveValue('9876543210');
  await fillTraveller(page, 1, { title: 'Mr', firstname: 'Rahul', lastname: 'Verma', gender: 'Male' });
  await proceedAndPay(page);
  await expect(page).toHaveURL(/\/insurance\/eticket\//);
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '../../../session/store';
import { endTripSession, startTripSession } from '../../shared/trip-session';
import { fakeServer, priceFixture, renderReview } from './review-test-kit';

afterEach(() => {
  cleanup();
  act(() => {
    endTripSession();
    setSession(null);
  });
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const ACTIONS = ['Add to Trip and Continue', 'Send for Approval', 'Proceed to Payment'];
async function onlyAction(): Promise<string> {
  await screen.findByText('Asia Gold (ASIAGOLD)');
  const shown = ACTIONS.filter((name) => screen.queryByRole('button', { name }));
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

describe('InsuranceReviewPage sections', { timeout: 20_000 }, () => {
  it('re-prices on load with the query and shows the spec sections', async () => {
    const server = fakeServer();
    renderReview({ approvalid: 'BA3' });
    await screen.findByText('Asia Gold (ASIAGOLD)');
    for (const name of ['Review Your Insurance', 'Insurance Details', 'Contact Details', 'Traveller Details', 'Select Payment Mode']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    const [tax] = server.called('getinsurancetax');
    expect(tax!.jsondata).toMatchObject({
      plancode: 'ASIAGOLD',
      recordid: 'R1',
      categoryid: '2',
      categorycode: 'ASIA',
      startdate: '2026-12-01',
      enddate: '2026-12-10',
      noofpax: 2,
      approvalid: 'BA3',
      paxList: [
        { paxnumber: 1, dob: '1990-04-01', age: 36 },
        { paxnumber: 2, dob: '1992-05-05', age: 34 },
      ],
    });
    const table = screen.getByRole('table', { name: 'Insurance details per traveller' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Review Your Insurance' }).textContent).toContain('₹2,360');
  });

  it("shows the server's message when the price is refused, and stops loading", async () => {
    const server = fakeServer();
    const message = 'Covers travellers aged 0 to 60: traveller 2 is 72';
    server.answers.getinsurancetax = { ApiStatus: { Status: 'NOK', Message: message }, ResponseStatus: { status: 'NOK', message } };
    renderReview();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText('Fetching the latest price…')).toBeNull();
    expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the action button rule', { timeout: 20_000 }, () => {
  it('offers Proceed to Payment for a price that needs no approval', async () => {
    fakeServer();
    renderReview();
    expect(await onlyAction()).toBe('Proceed to Payment');
  });

  it('offers Send for Approval when the price needs approval and there is no approval id', async () => {
    const server = fakeServer();
    server.answers.getinsurancetax = {
      ApiStatus: { Status: 'OK' },
      InsuranceTaxResponse: { insurancerecommendation: priceFixture({ inpolicy: false, approvalrequired: true }) },
    };
    renderReview();
    expect(await onlyAction()).toBe('Send for Approval');
  });

  it('offers Proceed to Payment when the user came back with an approval id', async () => {
    const server = fakeServer();
    server.answers.getinsurancetax = {
      ApiStatus: { Status: 'OK' },
      InsuranceTaxResponse: { insurancerecommendation: priceFixture({ approvalrequired: true }) },
    };
    renderReview({ approvalid: 'BA9' });
    expect(await onlyAction()).toBe('Proceed to Payment');
  });

  it('offers Add to Trip and Continue while a trip session is active, whatever the price says', async () => {
    const server = fakeServer();
    server.answers.getinsurancetax = {
      ApiStatus: { Status: 'OK' },
      InsuranceTaxResponse: { insurancerecommendation: priceFixture({ approvalrequired: true }) },
    };
    startTripSession({ profileid: 'P1', tripid: '710001', tripname: 'Singapore' });
    renderReview();
    expect(await onlyAction()).toBe('Add to Trip and Continue');
  });
});

describe('Back To Search Results', { timeout: 20_000 }, () => {
  it('goes back to the results of the same search', async () => {
    const user = userEvent.setup();
    fakeServer();
    const outcomes = renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await user.click(screen.getByRole('button', { name: 'Back To Search Results' }));
    expect(outcomes.onBack).toHaveBeenCalledWith('2;ASIA;2;2026-12-01;2026-12-10;international;1;1990-04-01;36;2;1992-05-05;34');
  });

  it('asks the categories which search it was when the price never came', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.getinsurancetax = { ApiStatus: { Status: 'NOK', Message: 'No' }, ResponseStatus: { status: 'NOK', message: 'No' } };
    const outcomes = renderReview();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Back To Search Results' }));
    await waitFor(() => expect(outcomes.onBack).toHaveBeenCalledWith(expect.stringContaining(';international;')));
  });
});

describe('traveller and contact fields', { timeout: 20_000 }, () => {
  it('fills traveller 1 and the contact from the profile; ages are read-only', async () => {
    fakeServer();
    renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    expect((screen.getByLabelText('Traveller 1 Title') as HTMLSelectElement).value).toBe('Mr');
    expect((screen.getByLabelText('Traveller 1 First Name') as HTMLInputElement).value).toBe('Ravi');
    expect((screen.getByLabelText('Traveller 1 Last Name') as HTMLInputElement).value).toBe('Kumar');
    expect((screen.getByLabelText('Traveller 1 Gender') as HTMLSelectElement).value).toBe('male');
    expect((screen.getByLabelText('Traveller 2 First Name') as HTMLInputElement).value).toBe('');
    const age = screen.getByLabelText('Traveller 2 Age') as HTMLInputElement;
    expect([age.value, age.readOnly]).toEqual(['34', true]);
    expect((screen.getByLabelText('Contact Email') as HTMLInputElement).value).toBe('traveller@acme.test');
    expect((screen.getByLabelText('Contact Mobile') as HTMLInputElement).disabled).toBe(false);
  });

  it('locks the name, email and mobile when names are not editable, unless booking for someone else', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.getcorporatebookingconfig = { ...(server.answers.getcorporatebookingconfig as object), nameseditable: false };
    renderReview();
    const locked = ['Traveller 1 First Name', 'Traveller 1 Last Name', 'Contact Email', 'Contact Mobile'];
    await waitFor(() => expect((screen.getByLabelText('Contact Email') as HTMLInputElement).disabled).toBe(true));
    for (const label of locked) expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Traveller 1 Title') as HTMLSelectElement).disabled).toBe(false);
    expect((screen.getByLabelText('Traveller 2 First Name') as HTMLInputElement).disabled).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Booking for someone else' }));
    for (const label of locked) expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(false);
  });

  it('keeps the contact mobile numeric', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderReview();
    const mobile = screen.getByLabelText('Contact Mobile') as HTMLInputElement;
    await user.clear(mobile);
    await user.type(mobile, '+91 98-76');
    expect(mobile.value).toBe('919876');
  });
});

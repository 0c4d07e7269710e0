import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setSession } from '../../../session/store';
import { FAREKEY, FLIGHTKEY, reprice, unavailablePrice } from '../../../machines/flights/flight-booking.machine.fixtures';
import { fakeServer, fill, renderBook } from './book-test-kit';

/** The book page before anything is sent: what REPRICE shows, the fare-change gate, the form's checks. */

afterEach(() => {
  cleanup();
  act(() => setSession(null));
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const pay = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('the re-priced flight', { timeout: 20_000 }, () => {
  it('re-prices the fares of the URL and shows segments, fare, baggage and the total', async () => {
    const server = fakeServer();
    renderBook();
    const summary = await screen.findByRole('region', { name: 'Flight Summary' });
    expect(server.called('REPRICE')[0]).toMatchObject({
      responseid: 'R100',
      selected: [{ flightkey: FLIGHTKEY, farekey: FAREKEY }],
    });
    expect(within(summary).getByText('BLR 09:00 → DEL 11:30')).toBeTruthy();
    expect(within(summary).getByText(/IndiGo 6E 101/)).toBeTruthy();
    expect(within(summary).getByText('Baggage: check-in 15 KG, cabin 7 KG (Cabin baggage included)')).toBeTruthy();
    expect(within(summary).getByText(/Total fare:/).textContent).toBe('Total fare: ₹4,850');
  });

  it('says hand baggage only for a 0 KG fare', async () => {
    const server = fakeServer();
    const price = reprice();
    const chosen = price.fares[0]!.offer.fares[0]!;
    chosen.baggage = { checkin: '0 KG', cabin: '7 KG' };
    server.answers.REPRICE = price;
    renderBook();
    expect(await screen.findByText('Baggage: check-in 0 KG, cabin 7 KG (Hand baggage only)')).toBeTruthy();
  });

  it('asks for as many travellers as REPRICE counts, traveller 1 filled from the passport names', async () => {
    const server = fakeServer();
    server.answers.REPRICE = reprice({ adults: 2, children: 1, infants: 1 });
    renderBook({ login: { first_name: 'Ravi S', passport_first_name: 'Ravishankar', passport_last_name: 'Kumar' } });
    const travellers = await screen.findByRole('region', { name: 'Traveller Details' });
    const legends = within(travellers)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent);
    expect(legends).toEqual([
      'Traveller 1 (Adult)',
      'Traveller 2 (Adult)',
      'Traveller 3 (Child)',
      'Traveller 4 (Infant)',
    ]);
    expect((screen.getByLabelText('Traveller 1 First Name') as HTMLInputElement).value).toBe('Ravishankar');
    expect((screen.getByLabelText('Traveller 1 Last Name') as HTMLInputElement).value).toBe('Kumar');
    expect((screen.getByLabelText('Traveller 1 Title') as HTMLSelectElement).value).toBe('Mr');
    expect((screen.getByLabelText('Traveller 1 Gender') as HTMLSelectElement).value).toBe('male');
    expect((screen.getByLabelText('Traveller 2 First Name') as HTMLInputElement).value).toBe('');
  });

  it('holds the booking until the user accepts a changed fare, naming the old and new totals', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.REPRICE = reprice({ total: '5210.00', searched: '4850.00' });
    renderBook();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The fare has gone up from ₹4,850 to ₹5,210.');
    expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(notice).getByRole('button', { name: 'Accept the new fare' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByText('The fare has gone up from ₹4,850 to ₹5,210. You accepted the new fare.')).toBeTruthy();
  });

  it('a fare no longer sold: REPRICE’s message and the way back to the search, nothing to book', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.REPRICE = unavailablePrice('This flight is no longer available. Please search again.');
    const outcomes = renderBook();
    expect(await alertText()).toContain('This flight is no longer available. Please search again.');
    expect(screen.queryByRole('region', { name: 'Traveller Details' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Back to flight search' }));
    expect(outcomes.onSearchAgain).toHaveBeenCalled();
  });

  it('prices again when the held price runs out', async () => {
    const server = fakeServer();
    renderBook({ priceHoldMs: 300 });
    await screen.findByRole('region', { name: 'Flight Summary' });
    server.answers.REPRICE = reprice({ total: '4990.00' });
    expect(await screen.findByText('The fare has gone up from ₹4,850 to ₹4,990.', {}, { timeout: 3000 })).toBeTruthy();
    expect(server.called('REPRICE').length).toBeGreaterThanOrEqual(2);
  });
});

describe('validation before sending', { timeout: 60_000 }, () => {
  it('names the first problem: travellers in the shared order, then contact, GST, the out-of-policy reason', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.REPRICE = reprice({ adults: 2, inpolicy: false });
    renderBook();
    await screen.findByRole('region', { name: 'Traveller Details' });
    await user.selectOptions(screen.getByLabelText('Traveller 1 Title'), '');
    await user.clear(screen.getByLabelText('Contact Email'));
    await user.clear(screen.getByLabelText('Contact Mobile'));
    await user.click(screen.getByLabelText('Claim GST for this booking'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(false),
    );

    const steps: [() => Promise<void>, string][] = [
      [async () => undefined, 'Please select traveller 1 title'],
      [() => user.selectOptions(screen.getByLabelText('Traveller 1 Title'), 'Mr'), 'Please select traveller 2 title'],
      [
        () => user.selectOptions(screen.getByLabelText('Traveller 2 Title'), 'Ms'),
        'Please enter traveller 2 first name',
      ],
      [() => fill(user, 'Traveller 2 First Name', 'Asha'), 'Please enter traveller 2 last name'],
      [() => fill(user, 'Traveller 2 Last Name', 'Menon'), 'Please select traveller 2 gender'],
      [
        () => user.selectOptions(screen.getByLabelText('Traveller 2 Gender'), 'female'),
        'Please enter contact email address',
      ],
      [() => fill(user, 'Contact Email', 'ravi@acme.test'), 'Please enter contact moible address'],
      [() => fill(user, 'Contact Mobile', '98a76543210'), 'Please enter the GST number'],
      [() => fill(user, 'GST Number', '29ABCDE1234F1Z4'), 'GST number check digit does not match'],
      [
        async () => {
          await user.clear(screen.getByLabelText('GST Number'));
          await fill(user, 'GST Number', '27aapfu0939f1zv');
        },
        'Please enter the GST company name',
      ],
      [
        () => fill(user, 'GST Company Name', 'Acme Industries'),
        'Please enter the reason for choosing an out-of-policy fare',
      ],
    ];
    for (const [fix, message] of steps) {
      await fix();
      await pay(user);
      expect(await alertText()).toBe(message);
    }
    expect((screen.getByLabelText('Contact Mobile') as HTMLInputElement).value).toBe('9876543210');
    expect(server.called('TG-FLIGHTBOOKING')).toHaveLength(0);
  });

  it('asks a child for a date of birth that fits a child on the day of travel', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.REPRICE = reprice({ children: 1 });
    renderBook();
    await screen.findByRole('region', { name: 'Traveller Details' });
    await user.selectOptions(screen.getByLabelText('Traveller 2 Title'), 'Miss');
    await fill(user, 'Traveller 2 First Name', 'Meera');
    await fill(user, 'Traveller 2 Last Name', 'Kumar');
    await user.selectOptions(screen.getByLabelText('Traveller 2 Gender'), 'female');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await pay(user);
    expect(await alertText()).toBe('Please select traveller 2 date of birth');
    await fill(user, 'Traveller 2 Date of Birth', '2010-01-01');
    await pay(user);
    await waitFor(async () =>
      expect(await alertText()).toBe('traveller 2: a child must be 2 to 11 on the day of travel'),
    );
  });
});

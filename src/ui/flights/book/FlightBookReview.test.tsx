import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '../../../session/store';
import { fakeServer, renderBook } from './book-test-kit';

afterEach(() => {
  cleanup();
  setSession(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const validations = (required: Record<string, boolean>) => ({
  ApiStatus: { Status: 'OK' },
  validations: {
    mindaysbeforetravel: 0,
    maxtripdays: 90,
    purposerequired: false,
    projectrequired: false,
    reasonrequired: false,
    costcentrerequired: false,
    billablecustomerrequired: false,
    approvalmode: 'before',
    approvallevels: 1,
    homecountry: 'IN',
    ...required,
  },
});
async function ready() {
  await screen.findByRole('region', { name: 'Traveller Details' });
  await waitFor(() => expect(button('Proceed to Payment').disabled).toBe(false));
}

describe('required trip details, then review before paying', { timeout: 30_000 }, () => {
  it('keeps a required detail on Select from going on: the error by the field, focus on it, nothing sent', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers['TG-GETTRIPVALIDATIONS'] = validations({ purposerequired: true, reasonrequired: true });
    renderBook();
    await ready();
    await waitFor(() => expect(screen.getByLabelText(/^Purpose of travel/)).toHaveProperty('required', true));
    await user.click(button('Proceed to Payment'));
    const purpose = screen.getByLabelText(/^Purpose of travel/);
    expect(await screen.findByText('Select a purpose of travel')).toBeTruthy();
    expect(screen.getByText('Select a reason for travel')).toBeTruthy();
    expect(document.activeElement).toBe(purpose);
    expect(screen.queryByRole('region', { name: 'Review and pay' })).toBeNull();
    expect(server.called('TG-FLIGHTBOOKING')).toEqual([]);
    await user.selectOptions(purpose, 'PU1');
    expect(screen.queryByText('Select a purpose of travel')).toBeNull();
    expect(screen.getByText('Select a reason for travel')).toBeTruthy();
  });

  it('reviews travellers, itinerary and the exact amount; Edit details keeps the form; the button pays that amount', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers['TG-GETTRIPVALIDATIONS'] = validations({ purposerequired: true });
    const outcomes = renderBook();
    await ready();
    await user.selectOptions(screen.getByLabelText(/^Purpose of travel/), 'PU1');
    await user.click(button('Proceed to Payment'));
    const review = await screen.findByRole('region', { name: 'Review and pay' });
    expect(within(review).getByRole('list', { name: 'Travellers to book' }).textContent).toContain('Ravi Kumar (Adult)');
    expect(within(review).getByRole('list', { name: 'Itinerary' }).textContent).toContain('BLR');
    expect(within(review).getByTestId('review-total').textContent).toBe('₹4,850');
    expect(server.called('TG-FLIGHTBOOKING')).toEqual([]);

    await user.click(within(review).getByRole('button', { name: 'Edit details' }));
    expect((screen.getByLabelText(/^Purpose of travel/) as HTMLSelectElement).value).toBe('PU1');
    await user.click(button('Proceed to Payment'));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹4,850 from wallet' }));
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalledWith('FL100001'));
    expect(server.called('TG-FLIGHTBOOKING')).toHaveLength(1);
    expect(server.called('TG-FLIGHTBOOKING')[0]!.jsondata).toMatchObject({ purpose: 'PU1', totalfare: '4850.00' });
  });

  it('names the card on the button', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderBook();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit card, Net-banking' }));
    await user.click(button('Proceed to Payment'));
    expect(await screen.findByRole('button', { name: 'Pay ₹4,850 by card' })).toBeTruthy();
  });
});

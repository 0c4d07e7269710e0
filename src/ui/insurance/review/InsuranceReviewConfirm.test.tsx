import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '../../../session/store';
import { endTripSession } from '../../shared/trip-session';
import { fakeServer, renderReview } from './review-test-kit';

afterEach(() => {
  cleanup();
  act(() => {
    endTripSession();
    setSession(null);
  });
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('review before paying', { timeout: 20_000 }, () => {
  it('shows the travellers and the exact premium before charging; Edit details keeps the form', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const outcomes = renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await user.selectOptions(screen.getByLabelText('Traveller 2 Title'), 'Mrs');
    await user.type(screen.getByLabelText('Traveller 2 First Name'), 'Asha');
    await user.type(screen.getByLabelText('Traveller 2 Last Name'), 'Kumar');
    await user.selectOptions(screen.getByLabelText('Traveller 2 Gender'), 'female');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    const review = await screen.findByRole('region', { name: 'Review and pay' });
    expect(within(review).getByRole('list', { name: 'Travellers to insure' }).textContent).toContain('Mrs Asha Kumar');
    expect(within(review).getByTestId('review-total').textContent).toBe('₹2,360');
    expect(server.called('booking')).toHaveLength(0);

    await user.click(within(review).getByRole('button', { name: 'Edit details' }));
    expect((screen.getByLabelText('Traveller 2 First Name') as HTMLInputElement).value).toBe('Asha');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹2,360 from wallet' }));
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalledWith('TX1'));
    expect(server.called('booking')).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { rate } from '../components/rate-in-test';
import { BOOKING_LABEL, FeedbackCard, type FeedbackCardProps, TRAVEL_LABEL } from './FeedbackCard';

afterEach(cleanup);

const trip = {
  tripid: '710001',
  tripname: 'Pune plant audit',
  destination: 'Pune',
  fromdate: '2026-02-10',
  todate: '2026-02-12',
};

function renderDialog(props: Partial<FeedbackCardProps> = {}) {
  const handlers = {
    onSubmit: vi.fn(),
    onLater: vi.fn(),
    onViewTrip: vi.fn((e: { preventDefault(): void }) => e.preventDefault()),
  };
  render(
    <MantineProvider>
      <FeedbackCard trip={trip} busy={false} message="" {...handlers} {...props} />
    </MantineProvider>,
  );
  return handlers;
}

describe('FeedbackCard', () => {
  it('offers two half-star ratings, two text areas, the trip link and both buttons', async () => {
    renderDialog();
    const dialog = await screen.findByRole('region', { name: 'How was your trip?' });
    expect(within(dialog).getByRole('link', { name: 'Pune plant audit' }).getAttribute('href')).toBe(
      '/pre-trip-flow/view/710001',
    );
    for (const label of [BOOKING_LABEL, TRAVEL_LABEL]) {
      const stars = within(screen.getByRole('radiogroup', { name: label })).getAllByRole('radio');
      // Half steps from 0.5 to 5 (docs/product.md#constants-and-code-tables), after Mantine's hidden "not rated" 0.
      expect(stars.map((s) => s.getAttribute('value'))).toEqual([
        '0',
        '0.5',
        '1',
        '1.5',
        '2',
        '2.5',
        '3',
        '3.5',
        '4',
        '4.5',
        '5',
      ]);
    }
    expect(screen.getByLabelText('Comments on the booking')).toBeTruthy();
    expect(screen.getByLabelText('Comments on the travel arrangements')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Do it later' })).toBeTruthy();
  });

  it('hands the ratings and comments to onSubmit, showing the overall average', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog();
    await rate(user, BOOKING_LABEL, '4.5 stars');
    await rate(user, TRAVEL_LABEL, '4 stars');
    expect(screen.getByText('Overall: 4.25 of 5')).toBeTruthy();
    await user.type(screen.getByLabelText('Comments on the booking'), 'Quick approvals');
    await user.type(screen.getByLabelText('Comments on the travel arrangements'), 'Late cab');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(onSubmit).toHaveBeenCalledWith({
      booking: 4.5,
      travel: 4,
      bookingText: 'Quick approvals',
      travelText: 'Late cab',
    });
  });

  it('submits unrated too (the machine owns the rule) and shows the message it gets', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog({ message: 'Please provide ratings for both booking and travel arrangements.' });
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(onSubmit).toHaveBeenCalledWith({ booking: 0, travel: 0, bookingText: '', travelText: '' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Please provide ratings for both booking and travel arrangements.',
    );
    expect(screen.queryByText(/^Overall/)).toBeNull();
  });

  it('calls onLater and onViewTrip', async () => {
    const user = userEvent.setup();
    const { onLater, onViewTrip } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Do it later' }));
    expect(onLater).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('link', { name: 'Pune plant audit' }));
    expect(onViewTrip).toHaveBeenCalledOnce();
  });

  it('blocks a second submit while one is on its way', async () => {
    renderDialog({ busy: true });
    expect((await screen.findByRole('button', { name: 'Submit Feedback' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Do it later' }).hasAttribute('disabled')).toBe(true);
  });
});

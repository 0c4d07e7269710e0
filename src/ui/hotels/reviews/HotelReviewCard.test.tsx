import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import { rate } from '../../components/rate-in-test';
import { answerCalls, callsSettled, renderScreen } from '../../shared/screen-test-kit';
import { HotelReviewCard } from './HotelReviewCard';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

const STAY = { txid: 'HTL700001', hotelcode: 'in-pune-0004', hotelname: 'Deccan Residency', city: 'Pune', checkin: '2026-03-20', checkout: '2026-03-22', tripid: '' };
const status = (reviewable: boolean, reviewed = false) => () => ({ stay: STAY, reviewable, reviewed, reason: reviewable ? '' : 'txid: not yet' });
const unexpected = () => {
  throw new Error('unexpected call');
};

describe('HotelReviewCard', () => {
  it('shows nothing while the stay is not over or already reviewed', async () => {
    for (const answer of [status(false), status(false, true)]) {
      callOperation.mockImplementation(answerCalls({ gethotelreviewstatus: answer }, unexpected));
      renderScreen(<HotelReviewCard txid="HTL700001" />);
      await callsSettled(callOperation);
      expect(screen.queryByRole('button')).toBeNull();
      cleanup();
    }
  });

  it('opens the questions from Review your stay, insists on the overall rating, and thanks once sent', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    callOperation.mockImplementation(
      answerCalls({ gethotelreviewstatus: status(true), addhotelreview: (fields) => (sent.push(fields), { ResponseStatus: { status: 'OK' }, recordid: 'r1' }) }, unexpected),
    );
    renderScreen(<HotelReviewCard txid="HTL700001" />);
    await user.click(await screen.findByRole('button', { name: 'Review your stay' }));
    const card = screen.getByRole('region', { name: 'How was your stay at Deccan Residency?' });
    await user.click(within(card).getByRole('button', { name: 'Submit review' }));
    expect(within(card).getByRole('alert').textContent).toBe('Please rate your stay overall.');
    expect(sent).toEqual([]);

    await rate(user, 'Overall rating', '4 stars');
    await rate(user, 'Cleanliness', '5 stars');
    await user.click(within(card).getByRole('radio', { name: 'No' }));
    await user.click(within(card).getByLabelText('Your comments'));
    await user.paste(' Noisy at night ');
    await user.click(within(card).getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you for reviewing your stay at Deccan Residency.');
    expect(sent).toEqual([
      { txid: 'HTL700001', jsondata: { txid: 'HTL700001', overallrating: 4, cleanliness: 5, recommended: false, feedbacktext: 'Noisy at night' } },
    ]);
  });

  it('says the review could not be sent and keeps the answers when the call fails', async () => {
    const user = userEvent.setup();
    callOperation.mockImplementation(
      answerCalls({ gethotelreviewstatus: status(true), addhotelreview: () => Promise.reject(new ApiError(500, 'boom')) }, unexpected),
    );
    renderScreen(<HotelReviewCard txid="HTL700001" />);
    await user.click(await screen.findByRole('button', { name: 'Review your stay' }));
    await rate(user, 'Overall rating', '3 stars');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your review could not be sent. Please try again.');
    expect(screen.getByRole('radio', { name: '3 stars', checked: true })).toBeTruthy();
  });
});

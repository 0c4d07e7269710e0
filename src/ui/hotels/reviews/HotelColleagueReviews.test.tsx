import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, callsSettled, renderScreen } from '../../shared/screen-test-kit';
import { HotelColleagueReviews } from './HotelColleagueReviews';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

const unexpected = () => {
  throw new Error('unexpected call');
};

describe('HotelColleagueReviews', () => {
  it("shows the company's average, count and latest reviews by first name and initial", async () => {
    const asked: unknown[] = [];
    callOperation.mockImplementation(
      answerCalls(
        {
          gethotelreviews: (fields) => (
            asked.push(fields),
            {
              hotelcode: 'in-pune-0004',
              count: 12,
              average: 4.2,
              reviews: [
                { reviewer: 'Rahul V.', ratedon: '2026-03-23', overallrating: 4.5, recommended: true, text: 'Quiet rooms.' },
                { reviewer: 'Priya N.', ratedon: '2026-03-21', overallrating: 3.5, recommended: null, text: '' },
              ],
            }
          ),
        },
        unexpected,
      ),
    );
    renderScreen(<HotelColleagueReviews hotelcode="in-pune-0004" />);
    const section = await screen.findByRole('region', { name: 'Reviews by your colleagues' });
    expect(asked).toEqual([{ hotelcode: 'in-pune-0004' }]);
    expect(within(section).getByText('4.2 out of 5 · 12 reviews')).toBeTruthy();
    const items = within(within(section).getByRole('list', { name: 'Latest reviews' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Rahul V.23 Mar 20264.5 of 5RecommendsQuiet rooms.', 'Priya N.21 Mar 20263.5 of 5']);
  });

  it('says when nobody from the company has reviewed the hotel', async () => {
    callOperation.mockImplementation(answerCalls({ gethotelreviews: () => ({ hotelcode: 'x', count: 0, average: null, reviews: [] }) }, unexpected));
    renderScreen(<HotelColleagueReviews hotelcode="x" />);
    expect((await screen.findByRole('region', { name: 'Reviews by your colleagues' })).textContent).toContain('No one from your company has reviewed this hotel yet.');
  });

  it('shows nothing when the reviews cannot be read', async () => {
    callOperation.mockImplementation(answerCalls({}, unexpected));
    renderScreen(<HotelColleagueReviews hotelcode="x" />);
    await callsSettled(callOperation);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, Modal } from '@mantine/core';
import type { LoginOk } from '../../contract/login';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { resetSeenNotices } from '../shared/seen-notices';
import { BOOKING_LABEL, TRAVEL_LABEL } from './FeedbackCard';
import { FeedbackPrompt } from './FeedbackPrompt';
import { rate } from '../components/rate-in-test';

type Call = Record<string, unknown>;
/** The feedback calls made (the seen-notices reads and writes are in `marks` and `seenKeys`, the stays' in `stayCalls`). */
let calls: Call[];
let stayCalls: Call[];
let stays: unknown[];
let marks: Call[];
let seenKeys: string[];
let submitAnswer: { status: number; body: unknown };
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const TODAY = dayOffset(0);
const YESTERDAY = dayOffset(-1);
const DAY_BEFORE_YESTERDAY = dayOffset(-2);
const TRIP = {
  tripid: '710001',
  tripname: 'Pune plant audit',
  destination: 'Pune',
  destinationcountry: 'IN',
  fromdate: DAY_BEFORE_YESTERDAY,
  todate: YESTERDAY,
  status: 'ticketed',
};

beforeEach(() => {
  calls = [];
  stayCalls = [];
  stays = [];
  marks = [];
  seenKeys = [];
  resetSeenNotices();
  submitAnswer = { status: 200, body: { ResponseStatus: { status: 'OK' }, recordid: 'r1' } };
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    const ok = { ResponseStatus: { status: 'OK' } };
    let answer = submitAnswer;
    if (body.action === 'getseennotices') answer = { status: 200, body: { ...ok, keys: seenKeys } };
    else if (body.action === 'getpendinghotelreviews' || body.act === 'addhotelreview') {
      stayCalls.push(body);
      answer = { status: 200, body: body.act ? { ...ok, recordid: 'r2' } : { stays } };
    }
    else if (body.action === 'marknoticesseen') {
      marks.push(body);
      answer = { status: 200, body: ok };
    } else {
      calls.push(body);
      if (body.action === 'getpendingfeedbacktrip') answer = { status: 200, body: { ...ok, specialclient: true, trips: [TRIP] } };
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSession(null);
});

function login(profile: Partial<LoginOk['profilemaster']> = {}, extra: Partial<LoginOk> = {}) {
  const base = loginFixture();
  setSession(loginFixture({ ...extra, profilemaster: { ...base.profilemaster, ...profile } }));
}
const renderPrompt = (other?: React.ReactNode) =>
  render(
    <MantineProvider>
      {other}
      <FeedbackPrompt quietMs={20} />
    </MantineProvider>,
  );
/**
 * For "nothing is asked": on a fake clock, every timer the prompt set (its quiet-screen wait
 * included) runs out at once, and React renders what followed. No real time passes.
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const runOutTimers = () => act(() => vi.runAllTimersAsync());
const LOAD = { opid: 'TG-EXPENSE', action: 'getpendingfeedbacktrip', limit: 5, corporateid: 'C1', profileid: 'P1' };

describe('FeedbackPrompt', () => {
  it('asks about the latest trip, insists on both ratings, submits and closes', async () => {
    const user = userEvent.setup();
    login();
    renderPrompt();
    await screen.findByRole('region', { name: 'How was your trip?' });
    expect(calls).toEqual([LOAD]);
    expect(screen.getByRole('link', { name: 'Pune plant audit' }).getAttribute('href')).toBe(
      '/pre-trip-flow/view/710001',
    );

    await rate(user, BOOKING_LABEL, '3.5 stars');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please provide ratings for both booking and travel arrangements.',
    );
    expect(calls).toHaveLength(1);

    await rate(user, TRAVEL_LABEL, '5 stars');
    await user.type(screen.getByLabelText('Comments on the booking'), 'Easy');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(calls[1]).toEqual({
      opid: 'TG-FEEDBACK',
      action: 'submittripfeedback',
      tripid: '710001',
      bookingrating: 3.5,
      travelrating: 5,
      overallrating: 4.25,
      feedbacktext: 'Easy',
      travelfeedbacktext: '',
    });
    // Shown once is enough for today (issue 15).
    expect(marks).toEqual([{ opid: 'TG-NOTIFICATIONS', action: 'marknoticesseen', corporateid: 'C1', keys: [`feedback:${TODAY}`] }]);
  });

  it('shows the spec’s message when the submit fails, and keeps the card', async () => {
    const user = userEvent.setup();
    submitAnswer = {
      status: 400,
      body: { ResponseStatus: { status: 'NOK', message: 'bookingrating must be in steps of 0.5' } },
    };
    login();
    renderPrompt();
    await screen.findByRole('region', { name: 'How was your trip?' });
    await rate(user, BOOKING_LABEL, '4 stars');
    await rate(user, TRAVEL_LABEL, '4 stars');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit feedback. Please try again.');
    expect(screen.getByRole('region', { name: 'How was your trip?' })).toBeTruthy();
  });

  it('Do it later closes it; the same day nothing is asked again, not even after a new login', async () => {
    const user = userEvent.setup();
    login();
    const { unmount } = renderPrompt();
    await user.click(await screen.findByRole('button', { name: 'Do it later' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(marks.flatMap((m) => m.keys as string[])).toEqual([`feedback:${TODAY}`]);
    unmount();
    // A later login: the server remembers the day (the page's copy is gone).
    resetSeenNotices();
    seenKeys = [`feedback:${TODAY}`];
    calls = [];
    fakeClock();
    renderPrompt();
    await runOutTimers();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks again on another day', async () => {
    seenKeys = [`feedback:${YESTERDAY}`];
    login();
    renderPrompt();
    await screen.findByRole('region', { name: 'How was your trip?' });
  });

  it.each([
    ['a travel admin', () => login({ corporate_role: 'traveladmin' })],
    ['an emulating admin', () => login({}, { emulmode: true })],
    ['a user who must change the password', () => login({}, { passwordchange: true })],
  ])('never asks %s, and makes no call', async (_, as) => {
    as();
    fakeClock();
    renderPrompt();
    await runOutTimers();
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('waits until no other dialog is open', async () => {
    login();
    function Other() {
      return (
        <Modal opened onClose={() => undefined} title="Notification">
          Chat assistant
        </Modal>
      );
    }
    fakeClock();
    const { rerender } = renderPrompt(<Other />);
    expect(screen.getByRole('dialog', { name: 'Notification' })).toBeTruthy();
    // However long the other dialog stays, the prompt does not take its turn.
    await runOutTimers();
    expect(calls).toEqual([]);
    // Same tree shape, so the prompt stays mounted and only sees the other dialog go.
    rerender(
      <MantineProvider>
        {null}
        <FeedbackPrompt quietMs={20} />
      </MantineProvider>,
    );
    await runOutTimers();
    vi.useRealTimers();
    await screen.findByRole('region', { name: 'How was your trip?' });
    expect(calls).toEqual([LOAD]);
  });
});

describe('FeedbackPrompt with hotel stays on the trip', () => {
  const STAY = { txid: 'HTL700001', hotelcode: 'in-pune-0004', hotelname: 'Deccan Residency', city: 'Pune', checkin: DAY_BEFORE_YESTERDAY, checkout: YESTERDAY, tripid: '710001' };

  it('asks about each stay below the trip, sends its review on its own, and keeps the stays once the trip is rated', async () => {
    const user = userEvent.setup();
    stays = [STAY, { ...STAY, txid: 'HTL700002', hotelname: 'Koregaon Inn' }];
    login();
    renderPrompt();
    // The stays are asked for once the trip is known, and their card loads on demand: a slow machine takes a while.
    await screen.findByRole('region', { name: 'How was your stay at Deccan Residency?' }, { timeout: 10_000 });
    expect(stayCalls[0]).toMatchObject({ opid: 'TG-HOTEL', action: 'getpendinghotelreviews', tripid: '710001' });

    const stay = screen.getByRole('region', { name: 'How was your stay at Deccan Residency?' });
    await user.click(within(stay).getByRole('button', { name: 'Submit stay review' }));
    expect(within(stay).getByRole('alert').textContent).toBe('Please rate your stay overall.');
    await rate(user, 'Deccan Residency overall rating', '4.5 stars');
    await rate(user, 'Deccan Residency wi-fi rating', '2 stars');
    await user.click(within(stay).getByRole('radio', { name: 'Yes' }));
    await user.click(within(stay).getByRole('button', { name: 'Submit stay review' }));
    expect((await within(stay).findByRole('status')).textContent).toBe('Thank you for reviewing your stay at Deccan Residency.');
    expect(stayCalls[1]).toEqual({
      opid: 'TG-GENERIC',
      act: 'addhotelreview',
      txid: 'HTL700001',
      jsondata: { txid: 'HTL700001', overallrating: 4.5, wifi: 2, recommended: true, feedbacktext: '' },
    });

    // The trip rated: its card goes, the stay not reviewed yet stays.
    await rate(user, BOOKING_LABEL, '4 stars');
    await rate(user, TRAVEL_LABEL, '4 stars');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'How was your trip?' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'How was your stay at Deccan Residency?' })).toBeNull();
    expect(screen.getByRole('region', { name: 'How was your stay at Koregaon Inn?' })).toBeTruthy();
  });

  it('Do it later puts the stays off with the trip', async () => {
    const user = userEvent.setup();
    stays = [STAY];
    login();
    renderPrompt();
    await screen.findByRole('region', { name: 'How was your stay at Deccan Residency?' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Do it later' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});

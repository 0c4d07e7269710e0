import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, Modal } from '@mantine/core';
import type { LoginOk } from '../../contract/login';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { BOOKING_LABEL, TRAVEL_LABEL } from './FeedbackDialog';
import { FeedbackPrompt } from './FeedbackPrompt';
import { rate } from './rate-in-test';

type Call = Record<string, unknown>;
let calls: Call[];
let submitAnswer: { status: number; body: unknown };
const TRIP = {
  tripid: '710001',
  tripname: 'Pune plant audit',
  destination: 'Pune',
  destinationcountry: 'IN',
  fromdate: '2025-11-10',
  todate: '2025-11-12',
  status: 'ticketed',
};

beforeEach(() => {
  calls = [];
  localStorage.clear();
  submitAnswer = { status: 200, body: { ResponseStatus: { status: 'OK' }, recordid: 'r1' } };
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    const answer =
      body.action === 'getpendingfeedbacktrip'
        ? { status: 200, body: { ResponseStatus: { status: 'OK' }, specialclient: true, trips: [TRIP] } }
        : submitAnswer;
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
    await screen.findByRole('dialog', { name: 'How was your trip?' });
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
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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
    expect(localStorage.getItem('showfeedbackpopup')).toBeNull();
  });

  it('shows the spec’s message when the submit fails, and keeps the dialog', async () => {
    const user = userEvent.setup();
    submitAnswer = {
      status: 400,
      body: { ResponseStatus: { status: 'NOK', message: 'bookingrating must be in steps of 0.5' } },
    };
    login();
    renderPrompt();
    await screen.findByRole('dialog', { name: 'How was your trip?' });
    await rate(user, BOOKING_LABEL, '4 stars');
    await rate(user, TRAVEL_LABEL, '4 stars');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit feedback. Please try again.');
    expect(screen.getByRole('dialog', { name: 'How was your trip?' })).toBeTruthy();
  });

  it('Do it later stores the flag false and closes; after that nothing is asked', async () => {
    const user = userEvent.setup();
    login();
    const { unmount } = renderPrompt();
    await user.click(await screen.findByRole('button', { name: 'Do it later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('showfeedbackpopup')).toBe('false');
    unmount();
    calls = [];
    fakeClock();
    renderPrompt();
    await runOutTimers();
    expect(calls).toEqual([]);
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
    expect(screen.queryByRole('dialog')).toBeNull();
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
    await screen.findByRole('dialog', { name: 'How was your trip?' });
    expect(calls).toEqual([LOAD]);
  });
});

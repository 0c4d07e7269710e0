import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { NetworkError } from '../../api/errors';
import { db } from '../../db/database';
import { enqueueChange } from '../../db/outbox';
import { CACHED_AT } from '../../db/trips-cache';
import { clearTripStores, serverTrip } from '../../db/trips-test-kit';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { TripsPage } from './TripsPage';
import { answerCalls, renderScreen } from '../shared/screen-test-kit';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
  useNavigate: () => vi.fn(),
}));

const ME = 'P1';
const today = new Date().toISOString();

beforeEach(async () => {
  act(() => setSession(loginFixture()));
  await db.trips.bulkPut([
    {
      ...serverTrip('710001', {
        tripname: 'Mumbai client visit',
        createdon: today,
        fromdate: '2099-01-10',
        todate: '2099-01-12',
      }),
      profileid: ME,
      [CACHED_AT]: 0,
    },
    {
      ...serverTrip('710002', {
        tripname: 'Delhi plant review',
        status: 'approved',
        createdon: today,
        fromdate: '2099-02-10',
        todate: '2099-02-12',
      }),
      profileid: ME,
      [CACHED_AT]: 0,
    },
    { ...serverTrip('710009', { tripname: 'Someone else’s trip', createdon: today }), profileid: 'P2', [CACHED_AT]: 0 },
  ]);
  await db.transaction('rw', [db.outbox], () =>
    enqueueChange(
      {
        operation: 'updateTripDate',
        fields: { tripid: '710001', fromdate: '2099-01-11', todate: '2099-01-12', remark: '' },
        label: 'dates',
      },
      { profileid: ME },
    ),
  );
});

afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  await clearTripStores();
});

describe('/trips', () => {
  it("renders the profile's cached trips with the server unreachable, marks unsynced changes and says it is offline", async () => {
    callOperation.mockImplementation(answerCalls({}, () => Promise.reject(new NetworkError())));
    renderScreen(<TripsPage />);

    expect(await screen.findByRole('link', { name: 'Mumbai client visit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Delhi plant review' }).getAttribute('href')).toBe('/trips/710002');
    expect(screen.queryByText('Someone else’s trip')).toBeNull();
    // The queue is flushed first, and its first send loads every operation's module: slow on a busy test machine.
    expect(
      await screen.findByText('The server cannot be reached. Showing the trips saved on this device.', undefined, { timeout: 5000 }),
    ).toBeTruthy();

    const row = screen.getByRole('link', { name: 'Mumbai client visit' }).closest('tr')!;
    expect(within(row).getByText('Waiting to sync')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Delhi plant review' }).closest('tr')!;
    expect(within(other).queryByText('Waiting to sync')).toBeNull();
    expect(within(other).getByText('Approved')).toBeTruthy();
  });

  it("asks the server with the filter and the spec's default window, and shows what it answers", async () => {
    const listed = serverTrip('710003', {
      tripname: 'Chennai workshop',
      createdon: today,
      fromdate: '2099-03-01',
      todate: '2099-03-02',
    });
    callOperation.mockImplementation(
      answerCalls({ gettripscreatedbyprofile: () => ({ ApiStatus: { Status: 'OK' }, list: [listed] }) }, () =>
        Promise.reject(new NetworkError()),
      ),
    );
    renderScreen(<TripsPage />);
    expect(await screen.findByRole('link', { name: 'Chennai workshop' })).toBeTruthy();
    const [, fields] = callOperation.mock.calls.find(([op]) => op.action === 'gettripscreatedbyprofile')!;
    expect(fields).toMatchObject({ createdbyprofileid: ME, filterby: '', limit: 200 });
    expect(fields.startdate < fields.enddate).toBe(true);
    // 710002 was covered by the answer and is not in it any more: dropped. 710001 has a queued change: kept.
    expect(screen.queryByRole('link', { name: 'Delhi plant review' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mumbai client visit' })).toBeTruthy();
  });

  it('aborts its refresh when the page closes, so no request outlives it', async () => {
    const listAsked = vi.fn<(signal: AbortSignal | undefined) => void>();
    callOperation.mockImplementation(async (op: { action?: string }, _fields: unknown, options?: { signal?: AbortSignal }) => {
      if (op.action !== 'gettripscreatedbyprofile') throw new NetworkError();
      listAsked(options?.signal);
      return new Promise(() => {});
    });
    const { unmount } = renderScreen(<TripsPage />);
    // The list is asked after the outbox flush and the device cache's first answers.
    await vi.waitFor(() => expect(listAsked).toHaveBeenCalledOnce(), { timeout: 5_000 });
    const [signal] = listAsked.mock.calls[0]!;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('shows an empty state when no trip matches', async () => {
    await clearTripStores();
    callOperation.mockImplementation(
      answerCalls({ gettripscreatedbyprofile: () => ({ ApiStatus: { Status: 'OK' }, list: [] }) }, () => ({})),
    );
    renderScreen(<TripsPage />);
    expect(await screen.findByText('No trips match these filters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create trip' }).getAttribute('href')).toBe('/trips/new');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError } from '../../api/errors';
import { db } from '../../db/database';
import { createDraftTrip } from '../../db/trips-drafts';
import { clearTripStores, serverTrip, tripInput } from '../../db/trips-test-kit';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { TripDetailPage } from './TripDetailPage';
import { type CallHandlers, answerCalls, renderScreen } from '../shared/screen-test-kit';
import { panelAnswers } from './panels/panel-test-kit';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
  useNavigate: () => vi.fn(),
}));

const ME = 'P1';
const trip = serverTrip('710001', { tripname: 'Mumbai client visit', traveller_profileid: ME, createdbyprofileid: ME });
const fullTrip = (status: string, calleractions: string[]) => ({
  ApiStatus: { Status: 'OK' },
  CorporateFullTrip: {
    trip: { ...trip, status },
    items: [],
    requestitems: [],
    tracker: [],
    approvals: [],
    allowedactions: calleractions,
    calleractions,
    editable: calleractions.includes('EDIT'),
  },
});
const readsAnswer = (status: string, calleractions: string[], more: CallHandlers = {}): CallHandlers => ({
  getcorporatefulltrip: () => fullTrip(status, calleractions),
  viewtrackerfortriptraveller: () => ({
    ApiStatus: { Status: 'OK' },
    list: [
      {
        trackerid: '1',
        tripid: '710001',
        action: 'CREATE',
        fromstatus: '',
        tostatus: 'pending',
        byprofileid: ME,
        byname: 'Ravi Kumar',
        remarks: '',
        createdon: '2026-02-01T10:00:00.000Z',
      },
    ],
  }),
  getcorporatetripdocuments: () => ({ ApiStatus: { Status: 'OK' }, list: [] }),
  ...panelAnswers,
  ...more,
});

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  await clearTripStores();
});

const actionNames = () =>
  within(screen.getByRole('group', { name: 'Trip actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('trip page', () => {
  it("says 'Trip not found' for a trip the server refuses (403), and keeps nothing of it", async () => {
    await db.tripDetails.put({ tripid: '710001', profileid: ME, trip });
    callOperation.mockImplementation(
      answerCalls({}, () => Promise.reject(new ApiError(403, 'tripid: trip not found'))),
    );
    renderScreen(<TripDetailPage tripid="710001" />);
    // The cached trip shows first; the refusal, the cache deletion and the re-render follow (real IndexedDB work).
    const notFound = await screen.findByRole('heading', { level: 1, name: 'Trip not found' }, { timeout: 5_000 });
    expect(notFound).toBeTruthy();
    expect(await db.tripDetails.get('710001')).toBeUndefined();
  });

  it('offers only what the lifecycle and the caller allow, with the tracker rows', async () => {
    callOperation.mockImplementation(
      answerCalls(readsAnswer('pending', ['SUBMIT', 'EDIT', 'REQUEST_CANCELLATION']), () => ({})),
    );
    renderScreen(<TripDetailPage tripid="710001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mumbai client visit' })).toBeTruthy();
    expect(actionNames()).toEqual([
      'Submit for approval',
      'Edit dates',
      'Delete draft',
      'Edit details',
      'Download docket PDF',
    ]);
    expect(within(screen.getByRole('table', { name: 'Tracker' })).getByText('Ravi Kumar')).toBeTruthy();
    cleanup();

    callOperation.mockImplementation(answerCalls(readsAnswer('approvalpending', ['REQUEST_CANCELLATION']), () => ({})));
    await db.tripDetails.clear();
    renderScreen(<TripDetailPage tripid="710001" />);
    await screen.findByRole('heading', { level: 1, name: 'Mumbai client visit' });
    expect(await screen.findByRole('button', { name: 'Request cancellation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit dates' })).toBeNull();
  });

  it("submits after confirmation and shows the spec's fallback when the server gives no reason", async () => {
    let submits = 0;
    callOperation.mockImplementation(
      answerCalls(
        readsAnswer('pending', ['SUBMIT', 'EDIT'], {
          'TG-TRIPBOOKINGAPPROVAL': () => {
            submits++;
            throw new ApiError(500, 'Request failed (HTTP 500).');
          },
        }),
        () => ({}),
      ),
    );
    renderScreen(<TripDetailPage tripid="710001" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit for approval' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Failed to submit the trip for approval. Please try again.')).toBeTruthy();
    expect(submits).toBe(1);
  });

  it('shows a draft made offline with its Waiting to sync marker and no server-only actions', async () => {
    const draftId = await createDraftTrip(tripInput({ tripname: 'Offline draft' }), {
      profileid: ME,
      corporateid: 'C1',
      name: 'Ravi Kumar',
    });
    callOperation.mockImplementation(answerCalls({}, () => Promise.reject(new NetworkError())));
    renderScreen(<TripDetailPage tripid={draftId} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offline draft' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Trip summary' })).getByText('Waiting to sync')).toBeTruthy();
    expect(actionNames()).toEqual(['Edit dates', 'Delete draft', 'Edit details']);
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
  });

  it('offers Recall, Book trip, Pay trip payment and Request date change only when calleractions allow them', async () => {
    const cases: [string, string[], string[]][] = [
      ['approvalpending', ['RECALL', 'REQUEST_CANCELLATION'], ['Recall', 'Request cancellation', 'Download docket PDF']],
      // The approver's view of the same trip: the decision lives in the inbox.
      ['approvalpending', ['APPROVE', 'REJECT'], ['Download docket PDF']],
      ['approved', ['BOOK'], ['Book trip', 'Download docket PDF']],
      ['paymentpending', ['PAY'], ['Pay trip payment', 'Download docket PDF']],
      ['ticketed', ['REQUEST_AMENDMENT'], ['Request date change', 'Download docket PDF']],
    ];
    for (const [status, calleractions, buttons] of cases) {
      callOperation.mockImplementation(answerCalls(readsAnswer(status, calleractions), () => ({})));
      renderScreen(<TripDetailPage tripid="710001" />);
      await screen.findByRole('heading', { level: 1, name: 'Mumbai client visit' });
      expect(actionNames(), status).toEqual(buttons);
      cleanup();
      await db.tripDetails.clear();
    }
  });

  it('recalls with optional remarks through recalltrip and shows the success', async () => {
    const recalls: Record<string, unknown>[] = [];
    callOperation.mockImplementation(
      answerCalls(
        readsAnswer('approvalpending', ['RECALL'], {
          recalltrip: (fields) => {
            recalls.push(fields);
            return { ApiStatus: { Status: 'OK', Message: 'Trip recalled' }, tripid: '710001', status: 'pending' };
          },
        }),
        () => ({}),
      ),
    );
    renderScreen(<TripDetailPage tripid="710001" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Recall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recall trip' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recall' }));
    expect(await screen.findByText('The trip was recalled. You can change it and submit it again.')).toBeTruthy();
    expect(recalls).toEqual([{ tripid: '710001', remarks: '' }]);
  });

  it('does not offer Recall to trip staff looking at a colleague’s trip (recalltrip is the traveller’s)', async () => {
    const colleagues = fullTrip('approvalpending', ['RECALL', 'REQUEST_CANCELLATION']);
    colleagues.CorporateFullTrip.trip = { ...colleagues.CorporateFullTrip.trip, traveller_profileid: 'P7', createdbyprofileid: 'P7', travellers: [] };
    callOperation.mockImplementation(answerCalls(readsAnswer('approvalpending', [], { getcorporatefulltrip: () => colleagues }), () => ({})));
    renderScreen(<TripDetailPage tripid="710001" />);
    await screen.findByRole('heading', { level: 1, name: 'Mumbai client visit' });
    expect(actionNames()).toEqual(['Request cancellation', 'Download docket PDF']);
  });
});

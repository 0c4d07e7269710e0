import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { NetworkError } from '../../../api/errors';
import { clearTripStores } from '../../../db/trips-test-kit';
import { storeMaster } from '../../../db/trips-cache';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { answerCalls, callsSettled, renderScreen } from '../../shared/screen-test-kit';
import { panelAnswers } from './panel-test-kit';
import { TripPanels } from './TripPanels';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));

const ME = 'P1';
const docs = { getcorporatetripdocuments: () => ({ ApiStatus: { Status: 'OK' }, list: [] }) };
const panels = (calleractions: string[], revision = 'pending|1') =>
  renderScreen(<TripPanels profileid={ME} tripid="710001" calleractions={calleractions} revision={revision} onError={() => undefined} />);

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  await clearTripStores();
});

describe('trip panels', () => {
  it('previews the approvers with delegations before submit, and shows advances, the imprest maximum and required documents', async () => {
    callOperation.mockImplementation(answerCalls({ ...panelAnswers, ...docs }, () => ({})));
    panels(['SUBMIT', 'EDIT']);
    const levels = await screen.findByRole('list', { name: 'Approval levels' });
    expect(within(levels).getByText('Level 1: Deepa Shah (for Priya Nair)')).toBeTruthy();
    expect(within(levels).getByText('Level 2: Kavita Iyer')).toBeTruthy();
    // Indian grouping, with the currency named.
    expect((await screen.findByLabelText('Maximum imprest')).textContent).toBe('Maximum imprest: ₹12,34,567 (INR)');
    expect(within(screen.getByRole('table', { name: 'Advances' })).getByText('₹1,25,000')).toBeTruthy();
    const required = await screen.findByRole('list', { name: 'Required documents' });
    expect(within(required).getByText('Passport: Attached')).toBeTruthy();
    expect(within(required).getByText('Visa: Missing')).toBeTruthy();
    // No transactions: no panel.
    expect(screen.queryByRole('heading', { name: 'Transactions' })).toBeNull();
  });

  it('shows no approval preview once the caller can no longer submit, and lists transactions when there are some', async () => {
    callOperation.mockImplementation(
      answerCalls(
        {
          ...panelAnswers,
          ...docs,
          'TG-TRIPTXNS': () => ({
            ApiStatus: { Status: 'OK' },
            GenericTrip: [{ txid: 'TX71000101', tripid: '710001', itemid: '1', itemtype: 'hotel', status: 'booked', totalamount: '4500.00', currency: 'INR', supplier: 'Taj', reftxid: '', addedon: '' }],
          }),
        },
        () => ({}),
      ),
    );
    panels(['REQUEST_AMENDMENT']);
    const txns = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(txns).getByText('TX71000101')).toBeTruthy();
    expect(within(txns).getByText('₹4,500')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Approval workflow' })).toBeNull();
  });

  it('hides the panels offline when nothing is cached, and shows the cached copy when there is one', async () => {
    callOperation.mockImplementation(() => Promise.reject(new NetworkError()));
    panels(['SUBMIT']);
    await waitFor(() => expect(callOperation).toHaveBeenCalled());
    // Every panel has heard its refusal: what shows now is what stays.
    await callsSettled(callOperation);
    for (const title of ['Approval workflow', 'Advances and imprest', 'Transactions', 'Required documents'])
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    await storeMaster(ME, 'trip:710001:imprest-max', { ApiStatus: { Status: 'OK' }, amount: '50000.00', currency: 'INR', perday: '0.00', days: 1, domint: 'domestic' });
    panels(['SUBMIT']);
    expect((await screen.findByLabelText('Maximum imprest')).textContent).toBe('Maximum imprest: ₹50,000 (INR)');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError } from '../../api/errors';
import { db } from '../../db/database';
import { storeMaster } from '../../db/trips-cache';
import { clearTripStores } from '../../db/trips-test-kit';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { CreateTripPage } from './CreateTripPage';
import { answerCalls, renderScreen } from '../shared/screen-test-kit';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
  useNavigate: () => vi.fn(),
}));

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  await clearTripStores();
});

describe('create trip form', () => {
  it('labels every control and shows field-level messages instead of saving an incomplete trip', async () => {
    callOperation.mockImplementation(answerCalls({}, () => Promise.reject(new NetworkError())));
    renderScreen(<CreateTripPage />);
    expect(screen.getByRole('textbox', { name: 'Trip name' })).toBeTruthy();
    for (const name of [
      'Origin',
      'Destination',
      'Travel reason',
      'Destination countries',
      'Trip type',
      'Travel class',
      'Project / cost centre',
    ]) {
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'From date' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Billable to a customer' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save trip' }));
    expect(await screen.findByText('Please enter the trip name')).toBeTruthy();
    expect(screen.getByText('Please select the destination country')).toBeTruthy();
    expect(screen.getByText('Please select the to date')).toBeTruthy();
    expect(await db.trips.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    await userEvent.type(screen.getByRole('combobox', { name: 'Travel reason' }), 'Other');
    expect(screen.getByRole('textbox', { name: 'Other reason' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Request an imprest (cash advance)' }));
    expect(screen.getByRole('textbox', { name: 'Imprest amount' })).toBeTruthy();
  }, 20_000);

  it('offers the trip types kept on the device while the server is unreachable', async () => {
    await storeMaster('P1', 'triptypes', [
      { triptypeid: 'TT1D', triptypename: 'Domestic', domint: 'domestic', triplocationgroupid: '' },
    ]);
    callOperation.mockImplementation(answerCalls({}, () => Promise.reject(new NetworkError())));
    renderScreen(<CreateTripPage />);
    // The cached master arrives through a Dexie live query, behind the airport fields' own reads.
    await screen.findByPlaceholderText('Domestic or international', undefined, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Trip type' }));
    expect(await screen.findByRole('option', { name: 'Domestic (domestic)', hidden: true })).toBeTruthy();
  });
});

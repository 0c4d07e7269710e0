import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { db } from '../../db/database';
import { PROFILE, clearAll, entries, queue } from '../../db/outbox-test-kit';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { OutboxIndicator } from './OutboxIndicator';

// The triggers would send through the real API client; this test is about what the user sees.
const requestOutboxFlush = vi.fn(async () => null);
vi.mock('../../db/outbox-page', () => ({ startPageOutbox: () => () => {}, requestOutboxFlush: () => requestOutboxFlush() }));

beforeEach(() => setSession(loginFixture()));
afterEach(async () => {
  cleanup();
  setSession(null);
  await clearAll();
});

const renderIndicator = () =>
  render(
    <MantineProvider>
      <OutboxIndicator />
    </MantineProvider>,
  );

describe('OutboxIndicator', () => {
  it('shows nothing while nothing waits', async () => {
    renderIndicator();
    const indicator = () => screen.queryByRole('button', { name: /Changes waiting to sync/ });
    expect(indicator()).toBeNull();
    // The live count is read: it shows a waiting change, and goes once the outbox is empty again.
    await queue({ fields: { n: 1 }, label: 'Create trip Pune' });
    await screen.findByRole('button', { name: 'Changes waiting to sync: 1' });
    await clearAll();
    await waitFor(() => expect(indicator()).toBeNull());
  });

  it('counts the waiting changes and lists them with state, attempts and the server reason', async () => {
    expect(loginFixture().profilemaster.profileid).toBe(PROFILE);
    await queue({ fields: { n: 1 }, label: 'Create trip Pune' });
    const refused = await queue({ fields: { n: 2, tripid: '700001' }, label: 'Change dates of trip 700001' });
    await db.outbox.update(refused.id, { state: 'failed', attempts: 2, lastError: 'Trip 700001 is Approved: it cannot be edited' });
    await queue({ fields: { n: 3, tripid: '700001' }, label: 'Add a hotel to trip 700001' });
    await queue({ fields: { n: 4 }, label: 'Someone else' }, 'OTHER');

    const user = userEvent.setup();
    renderIndicator();
    await user.click(await screen.findByRole('button', { name: 'Changes waiting to sync: 3' }));
    const drawer = await screen.findByRole('dialog', { name: 'Changes waiting to sync' });
    const first = within(drawer).getByRole('listitem', { name: 'Create trip Pune' });
    expect(first.textContent).toContain('Waiting');
    expect(first.textContent).toContain('0 attempts');
    const failed = within(drawer).getByRole('listitem', { name: 'Change dates of trip 700001' });
    expect(failed.textContent).toContain('Failed');
    expect(failed.textContent).toContain('2 attempts');
    expect(failed.textContent).toContain('The server refused it: Trip 700001 is Approved: it cannot be edited');
    const held = within(drawer).getByRole('listitem', { name: 'Add a hotel to trip 700001' });
    expect(held.textContent).toContain('Held up');
    expect(within(drawer).queryByText('Someone else')).toBeNull();

    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(failed.textContent).toContain('Waiting'));
    expect(held.textContent).not.toContain('Held up');
    expect(requestOutboxFlush).toHaveBeenCalled();
  });

  it('discards only after confirmation', async () => {
    await queue({ fields: { n: 1 }, label: 'Change mobile' });
    const user = userEvent.setup();
    renderIndicator();
    await user.click(await screen.findByRole('button', { name: 'Changes waiting to sync: 1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Changes waiting to sync' });
    await user.click(within(drawer).getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this change?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(await entries()).toHaveLength(1);

    await user.click(within(drawer).getByRole('button', { name: 'Discard' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard this change?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await entries()).toHaveLength(0));
    expect(await within(drawer).findByText('Every change is on the server.')).toBeTruthy();
  });
});

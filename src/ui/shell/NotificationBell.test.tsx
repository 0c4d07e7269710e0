import { type Mock, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { api } from '../../api';
import { resetSeenNotices } from '../shared/seen-notices';
import { NotificationBell } from './NotificationBell';

const notifications = [
  { messageid: 'n1', message_title: 'Monsoon advisory', message_description: '<p>Hello <b>there</b><img src=x onerror="alert(1)"></p>' },
  { messageid: 'n2', message_title: 'New hotel partners', message_description: '<script>alert(2)</script><p>Two</p>' },
  { messageid: 'n3', message_title: 'Office closed', message_description: '<p>Three</p>' },
];
let seen: string[];
let call: Mock;
beforeEach(() => {
  resetSeenNotices();
  seen = ['notification:n3'];
  call = vi.spyOn(api, 'callOperation').mockImplementation(async (op) => {
    const ok = { ResponseStatus: { status: 'OK' } };
    if (op.action === 'getseennotices') return { ...ok, keys: seen };
    if (op.action === 'getnotificationsbycorporate') return { ...ok, notifications };
    return ok;
  }) as unknown as Mock;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// env="test": no open/close transitions, so the list is there (and gone) as soon as the click lands.
const renderBell = () =>
  render(
    <MantineProvider env="test">
      <NotificationBell profileid="P1" corporateid="C1" />
    </MantineProvider>,
  );

describe('NotificationBell', () => {
  it('counts what this profile has not seen, lists all sanitised, and marks them seen when closed', async () => {
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    expect(list.textContent).toContain('Monsoon advisory');
    expect(list.textContent).toContain('Office closed');
    expect(list.querySelector('b')?.textContent).toBe('there');
    expect(list.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(list.querySelector('script')).toBeNull();
    expect(screen.getAllByText('New')).toHaveLength(2);

    await user.click(bell);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ action: 'marknoticesseen' }), {
      corporateid: 'C1',
      keys: ['notification:n1', 'notification:n2'],
    });
  });

  it('shows no count once everything was seen', async () => {
    seen = ['notification:n1', 'notification:n2', 'notification:n3'];
    renderBell();
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByRole('button', { name: /unread/ })).toBeNull();
  });
});

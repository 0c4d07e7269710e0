import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { api } from '../../api';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { SHELL_FLAGS } from './shell-flags';
import { ShellPopups } from './ShellPopups';

let calls: unknown[];
beforeEach(() => {
  calls = [];
  localStorage.clear();
  setSession(loginFixture());
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push(JSON.parse(String(init.body)));
    const notifications = [{ messageid: 'n1', message_title: 'Travel advisory', message_description: '<p>Delays</p>' }];
    return new Response(JSON.stringify({ ResponseStatus: { status: 'OK' }, notifications }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setSession(null);
});

const renderPopups = () =>
  render(
    <MantineProvider>
      <ShellPopups corporateid="C1" />
    </MantineProvider>,
  );

describe('ShellPopups', () => {
  it('shows the announcement first, then the notifications, storing each dismissal as false', async () => {
    const user = userEvent.setup();
    renderPopups();
    const announcement = await screen.findByRole('dialog', { name: 'Notification' });
    expect(announcement.textContent).toContain('Effective 15-Sep-2025');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(SHELL_FLAGS.chatAnnouncement)).toBe('false');

    await screen.findByRole('dialog', { name: 'Travel advisory' });
    expect(calls).toEqual([{ opid: 'TG-NOTIFICATIONS', action: 'getnotificationsbycorporate', corporateid: 'C1' }]);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(localStorage.getItem(SHELL_FLAGS.notificationPopup)).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays quiet, without a call, once both were dismissed', async () => {
    localStorage.setItem(SHELL_FLAGS.chatAnnouncement, 'false');
    localStorage.setItem(SHELL_FLAGS.notificationPopup, 'false');
    const asked = vi.spyOn(api, 'callOperation');
    renderPopups();
    // render() has run the effects: a read would have been started by now, and none was.
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});

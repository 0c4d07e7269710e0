import { type Mock, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api';
import { callsSettled, renderScreen } from '../shared/screen-test-kit';
import { resetSeenNotices } from '../shared/seen-notices';
import { ShellNotices } from './ShellNotices';

let seen: string[];
let call: Mock;
beforeEach(() => {
  resetSeenNotices();
  seen = [];
  call = vi.spyOn(api, 'callOperation').mockImplementation(async (op) =>
    op.action === 'getseennotices' ? { ResponseStatus: { status: 'OK' }, keys: seen } : { ResponseStatus: { status: 'OK' } },
  ) as unknown as Mock;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const notice = () => screen.queryByRole('region', { name: 'Chat assistant announcement' });
const renderAt = (pathname: string) => renderScreen(<ShellNotices pathname={pathname} profileid="P1" corporateid="C1" />);

describe('ShellNotices', () => {
  it('shows the chat-assistant notice in the page, not as a dialog; Close marks it seen for the profile', async () => {
    const user = userEvent.setup();
    renderAt('/trips');
    expect((await screen.findByRole('region', { name: 'Chat assistant announcement' })).textContent).toContain('Effective 15-Sep-2025');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close announcement' }));
    await waitFor(() => expect(notice()).toBeNull());
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ action: 'marknoticesseen' }), { corporateid: 'C1', keys: ['chat-announcement'] });
  });

  it('stays away once the profile has seen it', async () => {
    seen = ['chat-announcement'];
    renderAt('/trips');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await callsSettled(call);
    expect(notice()).toBeNull();
  });

  it('after a reload in the same tab is there at the first render, before the server answers (no layout shift)', async () => {
    renderAt('/trips');
    await screen.findByRole('region', { name: 'Chat assistant announcement' });
    cleanup();
    // A reload: fresh modules, the same tab's sessionStorage, a server that has not answered yet.
    vi.resetModules();
    const fresh = await import('../../api');
    vi.spyOn(fresh.api, 'callOperation').mockReturnValue(new Promise(() => undefined));
    const { ShellNotices: Reloaded } = await import('./ShellNotices');
    renderScreen(<Reloaded pathname="/trips" profileid="P1" corporateid="C1" />);
    expect(notice()).not.toBeNull();
  });

  it.each(['/flights', '/flights/book', '/insurance/search'])('is never shown on the booking flow page %s', async (path) => {
    renderAt(path);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await callsSettled(call);
    expect(notice()).toBeNull();
  });
});

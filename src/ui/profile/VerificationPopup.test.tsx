import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { LoginOk } from '../../contract/login';
import type { ProfileRulesWire } from '../../contract/profile/operations';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { refreshProfile } from './refresh-profile';
import { VERIFIED_FLAG } from './verification-flags';
import { VerificationPopup } from './VerificationPopup';

vi.mock('./refresh-profile', () => ({ refreshProfile: vi.fn() }));
const refresh = vi.mocked(refreshProfile);

const rules = (allowskipverification: boolean): ProfileRulesWire => ({ idproofnames: false, allowskipverification });

function session(options: { verified: boolean; popup?: boolean; emulating?: boolean }): LoginOk {
  const base = loginFixture();
  return {
    ...base,
    serviceconfig: { ...base.serviceconfig, showverifypopup: options.popup ?? true },
    profilemaster: { ...base.profilemaster, userverified: options.verified },
    ...(options.emulating ? { emulmode: true } : {}),
  };
}

async function show(login: LoginOk) {
  act(() => setSession(login));
  render(
    <MantineProvider>
      <VerificationPopup />
    </MantineProvider>,
  );
  await act(async () => undefined);
}

beforeEach(() => {
  localStorage.clear();
  refresh.mockReset();
});
afterEach(() => {
  cleanup();
  act(() => setSession(null));
});

describe('VerificationPopup', () => {
  it('stays away when serviceconfig.showverifypopup is off', async () => {
    refresh.mockResolvedValue(rules(true));
    await show(session({ verified: false, popup: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Confirm And Continue when the stored flag is the string false; Skip dismisses for good', async () => {
    refresh.mockResolvedValue(rules(true));
    await show(session({ verified: false }));
    expect(localStorage.getItem(VERIFIED_FLAG)).toBe('false');
    await screen.findByRole('dialog', { name: 'Confirm Details' });
    expect(screen.getByRole('button', { name: 'Confirm And Continue' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    await show(session({ verified: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides Skip where the company does not allow it, unless emulating', async () => {
    refresh.mockResolvedValue(rules(false));
    await show(session({ verified: false }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();

    cleanup();
    await show(session({ verified: false, emulating: true }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
  });

  it('shows a verified profile the plain reminder, without Confirm And Continue', async () => {
    refresh.mockResolvedValue(rules(false));
    await show(session({ verified: true }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Confirm And Continue' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  it('falls back to no Skip when the profile fetch fails', async () => {
    refresh.mockRejectedValue(new Error('offline'));
    await show(session({ verified: false }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { SWITCH_BACK_FAILED_MESSAGE } from '../../contract/login';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { EmulationBanner } from './EmulationBanner';

const navigate = vi.hoisted(() => vi.fn());
const switchBack = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
vi.mock('../../session/emulation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../session/emulation')>()),
  switchBack,
}));

afterEach(() => {
  cleanup();
  act(() => setSession(null));
  vi.restoreAllMocks();
  navigate.mockReset();
  switchBack.mockReset();
});

const acting = loginFixture({ emulmode: true, emulmaster: { profileid: '20005', name: 'Vikram Rao' } });

function renderBanner() {
  render(
    <MantineProvider>
      <EmulationBanner />
    </MantineProvider>,
  );
}

describe('EmulationBanner', () => {
  it('shows nothing for an ordinary session', () => {
    act(() => setSession(loginFixture()));
    renderBanner();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the emulated profile and switches back to the returned path', async () => {
    act(() => setSession(acting));
    switchBack.mockResolvedValueOnce('/dashboard');
    renderBanner();
    expect(screen.getByRole('status').textContent).toContain('You are acting as Ravi Kumar');
    await userEvent.click(screen.getByRole('button', { name: 'Switch back' }));
    expect(navigate).toHaveBeenCalledWith({ href: '/dashboard', replace: true });
  });

  it('alerts the failure message and stays', async () => {
    act(() => setSession(acting));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    switchBack.mockRejectedValueOnce(new Error(SWITCH_BACK_FAILED_MESSAGE));
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Switch back' }));
    expect(alert).toHaveBeenCalledWith(SWITCH_BACK_FAILED_MESSAGE);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('EmulationBanner for a personal account', () => {
  it('says so instead of naming the profile', () => {
    act(() => setSession({ ...acting, emulmaster: { profileid: '50001', name: 'Karan Kapoor', kind: 'personal' } }));
    renderBanner();
    expect(screen.getByRole('status').textContent).toContain('You are using your personal account');
    expect(screen.getByRole('button', { name: 'Switch back' })).toBeTruthy();
  });
});

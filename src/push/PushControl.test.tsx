import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { loginFixture } from '../session/login-fixture';
import { setSession } from '../session/store';
import { PushControl, TURN_ON_LABEL } from './PushControl';
import type { PushSyncDeps } from './push-subscription';

function stubPermission(initial: NotificationPermission, afterAsking: NotificationPermission = initial) {
  const requestPermission = vi.fn(async () => afterAsking);
  vi.stubGlobal('Notification', { permission: initial, requestPermission });
  return requestPermission;
}

function renderControl() {
  const registration = vi.fn(async () => null);
  const deps = { registration, vapidPublicKey: vi.fn(), save: vi.fn(), lastSent: { get: () => null, set: () => {} } } as unknown as PushSyncDeps;
  render(
    <MantineProvider>
      <PushControl deps={deps} supported={() => true} />
    </MantineProvider>,
  );
  return { registration };
}

afterEach(() => {
  cleanup();
  act(() => setSession(null));
  vi.unstubAllGlobals();
});

describe('PushControl', () => {
  it('offers to turn notifications on, asks only when pressed, then subscribes', async () => {
    const ask = stubPermission('default', 'granted');
    act(() => setSession(loginFixture()));
    const { registration } = renderControl();
    expect(ask).not.toHaveBeenCalled();
    expect(registration).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: TURN_ON_LABEL }));
    expect(ask).toHaveBeenCalledOnce();
    await waitFor(() => expect(registration).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: TURN_ON_LABEL })).toBeNull();
  });

  it('keeps the subscription in step at start when permission is already granted', async () => {
    stubPermission('granted');
    act(() => setSession(loginFixture()));
    const { registration } = renderControl();
    await waitFor(() => expect(registration).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: TURN_ON_LABEL })).toBeNull();
  });

  it('stays away while emulating, during a forced password change, and once denied', () => {
    for (const [permission, login] of [
      ['default', loginFixture({ emulmode: true })],
      ['default', loginFixture({ passwordchange: true })],
      ['denied', loginFixture()],
    ] as const) {
      stubPermission(permission);
      act(() => setSession(login));
      const { registration } = renderControl();
      expect(screen.queryByRole('button', { name: TURN_ON_LABEL })).toBeNull();
      expect(registration).not.toHaveBeenCalled();
      cleanup();
    }
  });
});

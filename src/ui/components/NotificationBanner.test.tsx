import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { BANNER_HIDE_MS, NotificationBanner, type Schedule } from './NotificationBanner';
import classes from './NotificationBanner.module.css';

afterEach(cleanup);

/** A schedule the test fires by hand: no sleeping, no fake timers. */
function manualSchedule() {
  const pending: { done: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (done, ms) => {
    const entry = { done, ms, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  return { schedule, pending };
}

const renderBanner = (props: Parameters<typeof NotificationBanner>[0]) =>
  render(
    <MantineProvider>
      <NotificationBanner {...props} />
    </MantineProvider>,
  );

describe('NotificationBanner', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('%s shows its message with role %s and an icon', (variant, role) => {
    const { schedule } = manualSchedule();
    renderBanner({ variant, message: `It is ${variant}`, onClose: () => {}, schedule });
    const banner = screen.getByRole(role);
    expect(banner.textContent).toContain(`It is ${variant}`);
    expect(banner.getAttribute('data-variant')).toBe(variant);
    expect(banner.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('is placed by its stylesheet, above the phone bar, not by a fixed offset from the bottom', () => {
    renderBanner({ variant: 'info', message: 'Placed', onClose: () => {}, schedule: manualSchedule().schedule });
    const affix = screen.getByRole('status').parentElement!;
    expect(affix.className).toContain(classes.banner);
    // A bottom given to Affix would be an inline variable, winning over the stylesheet's phone-aware one.
    expect(affix.style.getPropertyValue('--affix-bottom')).toBe('');
  });

  it('hides itself after 5 seconds', () => {
    const { schedule, pending } = manualSchedule();
    const onClose = vi.fn();
    renderBanner({ variant: 'success', message: 'Saved', onClose, schedule });
    expect(pending.map((p) => p.ms)).toEqual([BANNER_HIDE_MS]);
    expect(BANNER_HIDE_MS).toBe(5000);
    expect(onClose).not.toHaveBeenCalled();
    pending[0]!.done();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on its close button and cancels the timer when it goes away', async () => {
    const { schedule, pending } = manualSchedule();
    const onClose = vi.fn();
    const { unmount } = renderBanner({ variant: 'info', message: 'Heads up', onClose, schedule });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();
    expect(pending[0]!.cancelled).toBe(true);
  });
});

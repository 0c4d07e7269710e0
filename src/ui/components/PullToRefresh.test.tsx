import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderScreen } from '../shared/screen-test-kit';
import { PULL_THRESHOLD } from '../shared/use-pull-to-refresh';
import { PullToRefresh } from './PullToRefresh';

/** jsdom has no Touch constructor: a plain event carrying `touches` is what the hook reads. */
function touch(type: string, y: number | null) {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'touches', { value: y === null ? [] : [{ clientY: y }] });
  act(() => {
    document.body.dispatchEvent(event);
  });
}

function pull(distance: number) {
  touch('touchstart', 100);
  touch('touchmove', 100 + distance / 2);
  touch('touchmove', 100 + distance);
  touch('touchend', null);
}

afterEach(() => {
  cleanup();
  document.documentElement.scrollTop = 0;
});

describe('PullToRefresh', () => {
  it('refreshes after a pull past the threshold and says so until the refresh ends', async () => {
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderScreen(<PullToRefresh onRefresh={onRefresh} />);
    pull(PULL_THRESHOLD + 10);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Refreshing…');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does nothing for a short pull', async () => {
    const onRefresh = vi.fn();
    renderScreen(<PullToRefresh onRefresh={onRefresh} />);
    pull(PULL_THRESHOLD - 20);
    await act(async () => {});
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('does nothing when the page is scrolled down: the drag was a scroll', async () => {
    const onRefresh = vi.fn();
    renderScreen(<PullToRefresh onRefresh={onRefresh} />);
    document.documentElement.scrollTop = 200;
    pull(PULL_THRESHOLD + 50);
    await act(async () => {});
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('does nothing when the touch is cancelled', async () => {
    const onRefresh = vi.fn();
    renderScreen(<PullToRefresh onRefresh={onRefresh} />);
    touch('touchstart', 100);
    touch('touchmove', 100 + PULL_THRESHOLD * 2);
    touch('touchcancel', null);
    touch('touchend', null);
    await act(async () => {});
    expect(onRefresh).not.toHaveBeenCalled();
  });
});

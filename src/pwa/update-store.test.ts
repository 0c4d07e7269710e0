import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, dismissUpdate, getUpdateSnapshot, publishUpdate, subscribeUpdate } from './update-store';

afterEach(() => dismissUpdate());

describe('update store', () => {
  it('reports no update until one is published, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeUpdate(listener);
    expect(getUpdateSnapshot()).toBe(false);

    publishUpdate(() => {});
    expect(getUpdateSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    dismissUpdate();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('runs the published apply once when the user applies, and hides the prompt', () => {
    const apply = vi.fn();
    publishUpdate(apply);
    applyUpdate();
    applyUpdate();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(getUpdateSnapshot()).toBe(false);
  });

  it('hides the prompt on dismiss without applying', () => {
    const apply = vi.fn();
    publishUpdate(apply);
    dismissUpdate();
    expect(getUpdateSnapshot()).toBe(false);
    applyUpdate();
    expect(apply).not.toHaveBeenCalled();
  });
});

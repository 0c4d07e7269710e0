import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (event?: unknown) => void;

/** A stand-in for workbox-window's Workbox: records calls, lets the test fire its events. */
class FakeWorkbox {
  static last: FakeWorkbox;
  handlers = new Map<string, Handler[]>();
  registration = { waiting: {} as object | null };
  messageSkipWaiting = vi.fn();
  update = vi.fn(() => Promise.resolve());
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, handler: Handler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  register = vi.fn(() => Promise.resolve(this.registration));
  fire(type: string) {
    for (const handler of this.handlers.get(type) ?? []) handler({});
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const { registerServiceWorker, applyUpdate, dismissUpdate, getUpdateSnapshot } = await import('./register-sw');

beforeEach(() => {
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  dismissUpdate();
});

async function registered(): Promise<{ wb: FakeWorkbox; reload: ReturnType<typeof vi.fn> }> {
  const reload = vi.fn();
  registerServiceWorker(reload);
  const wb = FakeWorkbox.last;
  await wb.register.mock.results[0]!.value;
  return { wb, reload };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js at the root scope', async () => {
    const { wb } = await registered();
    expect(wb.url).toBe('/sw.js');
    expect(wb.options).toEqual({ scope: '/' });
    expect(wb.register).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside production builds', () => {
    vi.stubEnv('PROD', false);
    const before = FakeWorkbox.last;
    registerServiceWorker(vi.fn());
    expect(FakeWorkbox.last).toBe(before);
  });

  it('offers a waiting worker and only reloads after the user applies it, once', async () => {
    const { wb, reload } = await registered();

    // First install: the worker claims the page, which must not reload.
    wb.fire('controlling');
    expect(reload).not.toHaveBeenCalled();

    wb.fire('waiting');
    expect(getUpdateSnapshot()).toBe(true);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();

    applyUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    wb.fire('controlling');
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when the user dismisses the update', async () => {
    const { wb, reload } = await registered();
    wb.fire('waiting');
    dismissUpdate();
    wb.fire('controlling');
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('just reloads when another tab already activated the waiting version', async () => {
    const { wb, reload } = await registered();
    wb.fire('waiting');
    wb.registration.waiting = null;
    applyUpdate();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks for a new version when the page becomes visible again', async () => {
    const { wb } = await registered();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wb.update).toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { operations } from '../contract';
import { loginFixture } from '../session/login-fixture';
import { setSession } from '../session/store';
import { PROFILE, clearAll, entries, queue } from './outbox-test-kit';
import { startPageOutbox } from './outbox-page';

const callOperation = vi.fn(async (..._args: unknown[]) => ({ ApiStatus: { Status: 'OK' } }));
vi.mock('../api', () => ({ api: { callOperation: (...args: unknown[]) => callOperation(...args) } }));

let stop = () => {};
afterEach(async () => {
  stop();
  setSession(null);
  callOperation.mockClear();
  await clearAll();
});

describe('the page outbox', () => {
  it('flushes at start through the app API client, the entry id as Idempotency-Key', async () => {
    setSession(loginFixture());
    const entry = await queue({ operation: 'updateContactInfo', fields: { mobilenumber: '9876543210', contactemail: 'a@b.co' } });
    stop = startPageOutbox(PROFILE);
    await vi.waitFor(async () => expect(await entries()).toEqual([]));
    expect(callOperation).toHaveBeenCalledWith(operations.updateContactInfo, { mobilenumber: '9876543210', contactemail: 'a@b.co' }, { idempotencyKey: entry.id });
  });

  it('flushes a change as soon as it is queued', async () => {
    setSession(loginFixture());
    stop = startPageOutbox(PROFILE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await queue({ fields: { n: 1 } });
    await vi.waitFor(async () => expect(await entries()).toEqual([]));
    expect(callOperation).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once the profile has logged out', async () => {
    setSession(loginFixture());
    stop = startPageOutbox(PROFILE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    setSession(null);
    await queue({ fields: { n: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callOperation).not.toHaveBeenCalled();
    expect((await entries())[0]).toMatchObject({ state: 'pending', lastError: 'Session expired' });
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { updateContactInfo } from '../contract/profile/operations';
import { loginFixture } from '../session/login-fixture';
import { setSession } from '../session/store';
import { PROFILE, clearAll, entries, queue } from './outbox-test-kit';
import { requestOutboxFlush, startPageOutbox } from './outbox-page';

const callOperation = vi.fn(async (..._args: unknown[]) => ({ ApiStatus: { Status: 'OK' } }));
vi.mock('../api', () => ({ api: { callOperation: (...args: unknown[]) => callOperation(...args) } }));
// Counts the answers of Dexie live queries (here: the outbox watcher), so a test can wait for the
// watcher's first look at the queue instead of pausing: only a change queued after it is "new".
const watcher = vi.hoisted(() => ({ looks: 0 }));
vi.mock('dexie', async (importOriginal) => {
  const dexie = await importOriginal<typeof import('dexie')>();
  const liveQuery = ((querier: () => unknown) =>
    dexie.liveQuery(async () => {
      const answer = await querier();
      watcher.looks += 1;
      return answer;
    })) as typeof dexie.liveQuery;
  return { ...dexie, liveQuery };
});
const watcherHasLooked = () => vi.waitFor(() => expect(watcher.looks).toBeGreaterThan(0));

// pageSend loads the table of every operation on first use; loaded here once, so the first flush of
// a test is not still importing it when the next test starts.
beforeAll(() => import('../contract'));

let stop = () => {};
afterEach(async () => {
  stop();
  setSession(null);
  callOperation.mockClear();
  watcher.looks = 0;
  await clearAll();
});

describe('the page outbox', () => {
  it('flushes at start through the app API client, the entry id as Idempotency-Key', async () => {
    setSession(loginFixture());
    const entry = await queue({ operation: 'updateContactInfo', fields: { mobilenumber: '9876543210', contactemail: 'a@b.co' } });
    stop = startPageOutbox(PROFILE);
    await vi.waitFor(async () => expect(await entries()).toEqual([]));
    expect(callOperation).toHaveBeenCalledWith(updateContactInfo, { mobilenumber: '9876543210', contactemail: 'a@b.co' }, { idempotencyKey: entry.id });
  });

  it('flushes a change as soon as it is queued', async () => {
    setSession(loginFixture());
    stop = startPageOutbox(PROFILE);
    // The start flush has run and the watcher has seen the queue: what is queued now can only be
    // sent because the watcher saw it arrive.
    await requestOutboxFlush();
    await watcherHasLooked();
    await queue({ fields: { n: 1 } });
    await vi.waitFor(async () => expect(await entries()).toEqual([]));
    expect(callOperation).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once the profile has logged out', async () => {
    setSession(loginFixture());
    stop = startPageOutbox(PROFILE);
    await requestOutboxFlush();
    await watcherHasLooked();
    setSession(null);
    await queue({ fields: { n: 1 } });
    // The watcher's flush reached the entry and stopped at the missing session, without sending.
    await vi.waitFor(async () => expect((await entries())[0]).toMatchObject({ state: 'pending', lastError: 'Session expired' }));
    expect(callOperation).not.toHaveBeenCalled();
  });
});

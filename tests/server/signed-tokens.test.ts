import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedTokens } from '../../server/auth/signed-tokens';
import type { Store } from '../../server/store/db';
import { openTestStore } from './helpers/test-store';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const now = new Date('2026-03-01T10:00:00Z');
let store: Store;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

describe('signed tokens', () => {
  it('open what they signed, and nothing else: every other last character of the signature is refused', async () => {
    const tokens = signedTokens('test-hmac');
    const token = await tokens.sign(store.db, now, 'trip~710001');
    expect(await tokens.open(store.db, now, token)).toBe('trip~710001');
    // Some variants differ only in the unused bits of the last base64url character.
    for (const c of ALPHABET.replace(token.at(-1)!, '')) expect(await tokens.open(store.db, now, token.slice(0, -1) + c)).toBeNull();
  });

  it('never accept a token of another kind', async () => {
    const token = await signedTokens('kind-a').sign(store.db, now, 'x');
    expect(await signedTokens('kind-b').open(store.db, now, token)).toBeNull();
  });
});

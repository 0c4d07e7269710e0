import { afterEach, describe, expect, it } from 'vitest';
import { db } from './database';

afterEach(async () => {
  await db.vault.clear();
  await db.meta.clear();
});

async function newVaultKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

describe('voyage database', () => {
  it('is named voyage and is at schema version 11 with every table the app keeps', async () => {
    await db.open();
    expect(db.name).toBe('voyage');
    expect(db.verno).toBe(11);
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'airportPicks',
      'airports',
      'dashboards',
      'expenseLines',
      'expenseReceipts',
      'expenseViews',
      'flightTickets',
      'hotelSearches',
      'hotelVouchers',
      'insuranceTickets',
      'masterData',
      'meta',
      'myBookings',
      'outbox',
      'tripDetails',
      'trips',
      'vault',
    ]);
  });

  it('keeps a non-extractable CryptoKey that still encrypts and decrypts after the round trip', async () => {
    const key = await newVaultKey();
    await db.vault.put({ id: 'session', key });

    const stored = await db.vault.get('session');
    expect(stored).toBeDefined();
    const restored = stored!.key;
    // A different object proves the key went through IndexedDB's structured clone, not a shared reference.
    expect(restored).not.toBe(key);
    expect(restored).toBeInstanceOf(CryptoKey);
    expect(restored.extractable).toBe(false);
    expect(restored.usages.sort()).toEqual(['decrypt', 'encrypt']);

    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plaintext = new TextEncoder().encode('{"userid":"traveller@acme.test"}');
    const sealedByOriginal = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext);
    const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, restored, sealedByOriginal);
    expect(new TextDecoder().decode(opened)).toBe('{"userid":"traveller@acme.test"}');
  });

  it('never lets script read the raw bytes of a stored key', async () => {
    await db.vault.put({ id: 'session', key: await newVaultKey() });
    const { key } = (await db.vault.get('session'))!;
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('stores arbitrary structured values in meta', async () => {
    await db.meta.put({ key: 'lastSync', value: { at: '2026-01-01T00:00:00Z', count: 3 } });
    expect(await db.meta.get('lastSync')).toEqual({ key: 'lastSync', value: { at: '2026-01-01T00:00:00Z', count: 3 } });
  });
});

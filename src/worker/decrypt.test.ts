import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptJson } from '../../server/dispatch/encrypt';
import { decryptPayload } from './decrypt';

/** Seals a response exactly as the server does: fresh 12-byte IV, ciphertext || 16-byte tag, no AAD. */
function sealLikeServer(key: Buffer, body: unknown): { rk: string; encres: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return { rk: iv.toString('base64'), encres: Buffer.concat([ciphertext, cipher.getAuthTag()]).toString('base64') };
}

function flipBit(b64: string, byteIndex: number): string {
  const bytes = Buffer.from(b64, 'base64');
  bytes[byteIndex]! ^= 0x01;
  return bytes.toString('base64');
}

const key = randomBytes(32);
const keyB64 = key.toString('base64');
const body = { ApiStatus: { Status: 'OK' }, list: [{ name: 'Ravi Kumar', city: 'मुंबई', fare: 12_345 }] };

describe('decryptPayload', () => {
  it('opens what the server sealed and parses the UTF-8 JSON', async () => {
    const { rk, encres } = sealLikeServer(key, body);
    await expect(decryptPayload(keyB64, rk, encres)).resolves.toEqual(body);
  });

  it("opens the server's gzipped-then-encrypted answer (zip: 'gzip') of a large body", async () => {
    const large = { results: Array.from({ length: 500 }, (_, i) => ({ flightkey: `SBX1~economy~1.AI.${i}`, fare: '4521.00', city: 'मुंबई' })) };
    const sealed = await encryptJson(key, large, true);
    expect(sealed.zip).toBe('gzip');
    // Compressed before encryption: far smaller than the JSON itself.
    expect(Buffer.from(sealed.encres, 'base64').length).toBeLessThan(JSON.stringify(large).length / 5);
    await expect(decryptPayload(keyB64, sealed.rk, sealed.encres, sealed.zip)).resolves.toEqual(large);
  });

  it('refuses a gzip flag on a plaintext that is not gzipped, naming the cause', async () => {
    const { rk, encres } = sealLikeServer(key, body);
    await expect(decryptPayload(keyB64, rk, encres, 'gzip')).rejects.toThrow(/gzipped payload is damaged/);
  });

  it('decrypts many responses with one session key (the imported key is reused)', async () => {
    for (let i = 0; i < 5; i++) {
      const { rk, encres } = sealLikeServer(key, { i });
      await expect(decryptPayload(keyB64, rk, encres)).resolves.toEqual({ i });
    }
  });

  it('rejects a flipped bit in the ciphertext', async () => {
    const { rk, encres } = sealLikeServer(key, body);
    await expect(decryptPayload(keyB64, rk, flipBit(encres, 0))).rejects.toThrow(/authentication failed/);
  });

  it('rejects a flipped bit in the tag', async () => {
    const { rk, encres } = sealLikeServer(key, body);
    const lastByte = Buffer.from(encres, 'base64').length - 1;
    await expect(decryptPayload(keyB64, rk, flipBit(encres, lastByte))).rejects.toThrow(/authentication failed/);
  });

  it('rejects a flipped bit in rk (the IV)', async () => {
    const { rk, encres } = sealLikeServer(key, body);
    await expect(decryptPayload(keyB64, flipBit(rk, 5), encres)).rejects.toThrow(/authentication failed/);
  });

  it('rejects a flipped bit in the session key', async () => {
    const { rk, encres } = sealLikeServer(key, body);
    await expect(decryptPayload(flipBit(keyB64, 31), rk, encres)).rejects.toThrow(/authentication failed/);
  });

  it('names the malformed part when the input is not what the protocol says', async () => {
    const { rk, encres } = sealLikeServer(key, body);
    await expect(decryptPayload(randomBytes(16).toString('base64'), rk, encres)).rejects.toThrow(
      /session key must be 32 bytes/,
    );
    await expect(decryptPayload(keyB64, randomBytes(16).toString('base64'), encres)).rejects.toThrow(
      /rk must be a 12-byte IV/,
    );
    await expect(decryptPayload(keyB64, rk, 'not base64!')).rejects.toThrow(/encres is not valid base64/);
    await expect(decryptPayload(keyB64, rk, randomBytes(8).toString('base64'))).rejects.toThrow(
      /shorter than the GCM tag/,
    );
  });
});

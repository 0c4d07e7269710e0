import { createCipheriv, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { decryptResponse } from './client';

it('decrypts in place where there is no Worker (jsdom), with the same rules as the worker', async () => {
  expect(typeof Worker).toBe('undefined');
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update('{"ok":true}', 'utf8'), cipher.final(), cipher.getAuthTag()]);

  await expect(
    decryptResponse(key.toString('base64'), iv.toString('base64'), sealed.toString('base64')),
  ).resolves.toEqual({ ok: true });
  sealed[0]! ^= 1;
  await expect(
    decryptResponse(key.toString('base64'), iv.toString('base64'), sealed.toString('base64')),
  ).rejects.toThrow(/authentication failed/);
});

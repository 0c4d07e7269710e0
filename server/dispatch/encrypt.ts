import { createCipheriv, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { EncryptedResponse } from '../../src/contract/envelope';

const gzipAsync = promisify(gzip);

/** Below this many bytes of JSON, gzip saves too little to be worth a round of compression. */
export const ZIP_FROM_BYTES = 1024;

/**
 * AES-256-GCM of the UTF-8 JSON, laid out as WebCrypto expects: a fresh 12-byte IV in `rk`,
 * ciphertext with the 16-byte tag appended in `encres`, both base64, no additional data. With
 * `zip` (the client asked for it) a large JSON is gzipped first, off the event loop, and the answer
 * says `zip: 'gzip'`: 5,000 flight offers are 10 MB of JSON but about 0.3 MB gzipped.
 */
export async function encryptJson(key: Buffer, value: unknown, zip = false): Promise<EncryptedResponse> {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const zipped = zip && json.length >= ZIP_FROM_BYTES;
  const plain = zipped ? await gzipAsync(json) : json;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return { rk: iv.toString('base64'), encres: sealed.toString('base64'), ...(zipped ? { zip: 'gzip' as const } : {}) };
}

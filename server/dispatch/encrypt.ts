import { createCipheriv, randomBytes } from 'node:crypto';
import type { EncryptedResponse } from '../../src/contract/envelope';

/**
 * AES-256-GCM of the UTF-8 JSON, laid out as WebCrypto expects: a fresh 12-byte IV in `rk`,
 * ciphertext with the 16-byte tag appended in `encres`, both base64, no additional data.
 */
export function encryptJson(key: Buffer, value: unknown): EncryptedResponse {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { rk: iv.toString('base64'), encres: sealed.toString('base64') };
}

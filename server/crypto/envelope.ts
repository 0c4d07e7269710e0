import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * AES-256-GCM with a random 96-bit IV per value and associated data (AAD) naming where the value
 * lives ('profile_id_cards.number:<profile>'), so a ciphertext copied into another column or row
 * fails to open instead of passing for that value.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/** Prefix of every sealed value, text or bytes: `enc:v1:<dekId>:…`. */
export const SEALED_PREFIX = 'enc:v1:';
const PREFIX_BYTES = Buffer.from(SEALED_PREFIX);

/** The failure of any unsealing: wrong key, altered ciphertext or a value moved to another place. */
export class SealError extends Error {}

/** iv ‖ ciphertext ‖ tag. */
export function encrypt(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

export function decrypt(key: Buffer, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new SealError('sealed value too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SealError(`cannot open the value sealed for ${aad}: wrong key, or altered or moved ciphertext`);
  }
}

export const isSealedText = (stored: string) => stored.startsWith(SEALED_PREFIX);
export const isSealedBytes = (stored: Uint8Array) =>
  Buffer.from(stored.buffer, stored.byteOffset, Math.min(stored.length, PREFIX_BYTES.length)).equals(PREFIX_BYTES);

/** `enc:v1:<dekId>:<iv‖ciphertext‖tag, base64>`. */
export function formatText(dekId: string, sealed: Buffer): string {
  return `${SEALED_PREFIX}${dekId}:${sealed.toString('base64')}`;
}

/** The same layout as bytes: the ASCII header `enc:v1:<dekId>:` then iv‖ciphertext‖tag raw. */
export function formatBytes(dekId: string, sealed: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${SEALED_PREFIX}${dekId}:`), sealed]);
}

export function parseText(stored: string): { dekId: string; sealed: Buffer } {
  const rest = stored.slice(SEALED_PREFIX.length);
  const colon = rest.indexOf(':');
  if (colon <= 0) throw new SealError('malformed sealed value');
  return { dekId: rest.slice(0, colon), sealed: Buffer.from(rest.slice(colon + 1), 'base64') };
}

export function parseBytes(stored: Uint8Array): { dekId: string; sealed: Buffer } {
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.length);
  const colon = bytes.indexOf(0x3a, PREFIX_BYTES.length);
  if (colon <= PREFIX_BYTES.length) throw new SealError('malformed sealed value');
  return { dekId: bytes.subarray(PREFIX_BYTES.length, colon).toString(), sealed: bytes.subarray(colon + 1) };
}

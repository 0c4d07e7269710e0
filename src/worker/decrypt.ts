/**
 * Decryption of `{ rk, encres }` service responses (foundation plan, "Encryption"): AES-256-GCM,
 * `rk` = base64 of the 12-byte IV, `encres` = base64 of ciphertext || 16-byte tag, no AAD,
 * plaintext = UTF-8 JSON, gzipped first when the answer says `zip: 'gzip'`. Pure WebCrypto, so it runs the same in the worker, in Node and in tests.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

// Importing a key costs more than decrypting a typical response, and a session uses one key for
// every call. Keys are imported non-extractable, so the cache holds no readable key material.
const importedKeys = new Map<string, Promise<CryptoKey>>();

function fromBase64(value: string, what: string): Uint8Array<ArrayBuffer> {
  let binary: string;
  try {
    binary = atob(value);
  } catch {
    throw new Error(`Cannot decrypt response: ${what} is not valid base64`);
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function importSessionKey(sessionKeyB64: string): Promise<CryptoKey> {
  let key = importedKeys.get(sessionKeyB64);
  if (!key) {
    const raw = fromBase64(sessionKeyB64, 'session key');
    if (raw.length !== KEY_BYTES) throw new Error(`Cannot decrypt response: session key must be ${KEY_BYTES} bytes`);
    key = crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    // A failed import must not poison the cache for a later, valid call.
    key.catch(() => importedKeys.delete(sessionKeyB64));
    importedKeys.set(sessionKeyB64, key);
  }
  return key;
}

/** The JSON of a plaintext the server gzipped before encrypting (`zip: 'gzip'`). */
async function gunzipText(bytes: ArrayBuffer): Promise<string> {
  try {
    return await new Response(new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip'))).text();
  } catch {
    throw new Error('Cannot decrypt response: the gzipped payload is damaged');
  }
}

export async function decryptPayload(sessionKeyB64: string, rk: string, encres: string, zip?: 'gzip'): Promise<unknown> {
  const key = await importSessionKey(sessionKeyB64);
  const iv = fromBase64(rk, 'rk');
  if (iv.length !== IV_BYTES) throw new Error(`Cannot decrypt response: rk must be a ${IV_BYTES}-byte IV`);
  const sealed = fromBase64(encres, 'encres');
  if (sealed.length < TAG_BYTES) throw new Error('Cannot decrypt response: encres is shorter than the GCM tag');

  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed);
  } catch {
    // WebCrypto's OperationError says nothing useful; this is what it means here.
    throw new Error('Cannot decrypt response: authentication failed (wrong key or tampered data)');
  }
  return JSON.parse(zip === 'gzip' ? await gunzipText(plain) : new TextDecoder().decode(plain)) as unknown;
}

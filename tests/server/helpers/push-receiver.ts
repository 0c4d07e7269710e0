import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';

/*
 * A stand-in browser for push tests: it owns a subscription's keys (P-256 ECDH pair + 16-byte
 * auth secret) and reads what web-push sent, as a push service would hand it over:
 * - decrypt: RFC 8291 (Web Push message encryption) over RFC 8188 aes128gcm, with node:crypto;
 * - verifyVapid: RFC 8292, the `vapid t=<JWT>, k=<key>` Authorization header, ES256 checked
 *   against the server's public key.
 */

export interface TestPushBrowser {
  /** What `PushSubscription.toJSON()` would give for `endpoint`. */
  subscription(endpoint: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The plaintext of an aes128gcm body sent to this browser. */
  decrypt(body: Buffer): string;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

export function createTestPushBrowser(): TestPushBrowser {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys(); // 65-byte uncompressed point
  const authSecret = randomBytes(16);
  return {
    subscription: (endpoint) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    }),
    decrypt(body) {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id = sender's public key.
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const records = body.subarray(21 + idLength);
      if (idLength !== 65) throw new Error(`key id is ${idLength} bytes, expected a 65-byte P-256 point`);
      if (records.length > recordSize) throw new Error('expected a single record');
      // RFC 8291 §3.3-3.4: the input keying material from ECDH and the auth secret.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([utf8('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
      // RFC 8188 §2.2-2.3: content encryption key and nonce (one record: sequence number 0).
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, utf8('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, utf8('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(records.subarray(records.length - 16));
      const plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = plain.length - 1;
      while (end >= 0 && plain[end] === 0) end -= 1;
      if (plain[end] !== 2) throw new Error('last record delimiter (0x02) missing');
      return plain.subarray(0, end).toString('utf8');
    },
  };
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<jwt>, k=<key>`: k is the expected server key, the JWT is ES256
 * signed by it, and its claims are returned (the caller checks aud/exp/sub).
 */
export function verifyVapid(authorization: string | undefined, serverPublicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== serverPublicKey) throw new Error('k is not the server’s VAPID public key');
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error(`JWT alg is ${alg}, expected ES256`);
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const genuine = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!genuine) throw new Error('VAPID JWT signature does not verify');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims;
}

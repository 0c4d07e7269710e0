import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SealError,
  decrypt,
  encrypt,
  formatBytes,
  formatText,
  isSealedBytes,
  isSealedText,
  parseBytes,
  parseText,
} from '../../server/crypto/envelope';
import { DataKeySetupError, loadKeyring } from '../../server/crypto/key-file';
import { Keyring, WrongDataKeyError, kekFingerprint, keyring } from '../../server/crypto/keyring';

/* The KEK's sources (DATA_KEY, the key file) and the AES-256-GCM envelope, without a database. */

const root = mkdtempSync(path.join(tmpdir(), 'voyage-keys-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dir = (name: string) => path.join(root, name);

describe('the key file', () => {
  it('is created on first start with mode 0600 and read back on the next', () => {
    const first = loadKeyring({ dataDir: dir('fresh') });
    const file = path.join(dir('fresh'), 'data.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(loadKeyring({ dataDir: dir('fresh') }).kekId).toBe(first.kekId);
    expect(loadKeyring({ keyFile: file }).kekId).toBe(first.kekId);
  });

  it.skipIf(process.platform === 'win32')('is refused when other users may read it, saying how to fix it', () => {
    loadKeyring({ dataDir: dir('open') });
    const file = path.join(dir('open'), 'data.key');
    chmodSync(file, 0o644);
    expect(() => loadKeyring({ dataDir: dir('open') })).toThrow(DataKeySetupError);
    expect(() => loadKeyring({ dataDir: dir('open') })).toThrow(`chmod 600 ${file}`);
  });

  it('is refused when it does not hold 32 base64 bytes', () => {
    const file = dir('short.key');
    writeFileSync(file, 'c2hvcnQ=\n', { mode: 0o600 });
    expect(() => loadKeyring({ keyFile: file })).toThrow(/base64 of 32 random bytes/);
  });

  it('is not made for an in-memory database: the process key is used', () => {
    expect(loadKeyring({ dataDir: 'memory://' })).toBe(keyring());
    expect(loadKeyring({})).toBe(keyring());
  });
});

describe('DATA_KEY', () => {
  it('wins over the key file, and no file is written', () => {
    const key = randomBytes(32);
    expect(loadKeyring({ dataKey: key.toString('base64'), dataDir: dir('unused') }).kekId).toBe(kekFingerprint(key));
    expect(existsSync(path.join(dir('unused'), 'data.key'))).toBe(false);
  });

  it.each(['not base64 at all!', randomBytes(16).toString('base64')])(
    'refuses %j with a message naming the setting',
    (value) => {
      expect(() => loadKeyring({ dataKey: value })).toThrow(/DATA_KEY must hold the base64 of 32 random bytes/);
    },
  );
});

describe('the keyring', () => {
  it('unwraps data keys wrapped by a previous KEK (data.key.old of an interrupted rotation)', () => {
    const oldKek = randomBytes(32);
    const dek = new Keyring(oldKek).newDek();
    const row = { id: dek.id, wrapped: dek.wrapped, kekId: dek.kekId };
    expect(new Keyring(randomBytes(32), [oldKek]).unwrap(row).equals(dek.key)).toBe(true);
    expect(() => new Keyring(randomBytes(32)).unwrap(row)).toThrow(WrongDataKeyError);
  });
});

describe('the envelope', () => {
  const key = randomBytes(32);

  it('round-trips text and bytes in the self-describing format', () => {
    const text = formatText('abc123', encrypt(key, Buffer.from('P1234567'), 'here'));
    expect(isSealedText(text)).toBe(true);
    expect(text).toMatch(/^enc:v1:abc123:[A-Za-z0-9+/=]+$/);
    const parsed = parseText(text);
    expect(parsed.dekId).toBe('abc123');
    expect(decrypt(key, parsed.sealed, 'here').toString()).toBe('P1234567');

    const bytes = formatBytes('abc123', encrypt(key, Buffer.from([0, 1, 2, 0x3a]), 'file'));
    expect(isSealedBytes(bytes)).toBe(true);
    expect(isSealedBytes(Buffer.from('%PDF-1.7'))).toBe(false);
    expect([...decrypt(key, parseBytes(bytes).sealed, 'file')]).toEqual([0, 1, 2, 0x3a]);
  });

  it('uses a fresh IV per value: the same plaintext never gives the same ciphertext', () => {
    expect(encrypt(key, Buffer.from('same'), 'a').equals(encrypt(key, Buffer.from('same'), 'a'))).toBe(false);
  });

  it('refuses another AAD, another key and any altered byte', () => {
    const sealed = encrypt(key, Buffer.from('secret'), 'profile_id_cards.number:20001');
    expect(() => decrypt(key, sealed, 'profile_id_cards.number:20002')).toThrow(SealError);
    expect(() => decrypt(randomBytes(32), sealed, 'profile_id_cards.number:20001')).toThrow(SealError);
    for (const at of [0, 12, sealed.length - 1]) {
      const altered = Buffer.from(sealed);
      altered[at]! ^= 1;
      expect(() => decrypt(key, altered, 'profile_id_cards.number:20001')).toThrow(SealError);
    }
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadChunks } from '../../server/store/schema';
import { MAX_CHUNK_BYTES, RECOMMENDED_CHUNK_BYTES, uploadChunkUrl, uploadSessionUrl } from '../../src/contract/resumable-upload';
import { HOUR } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';

/* docs/operations.md "POST /api/uploads": resumable uploads, chunk by chunk, on PGlite and PostgreSQL. */

let t: TestApp;
let traveller: string;
let colleague: string;
let globex: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  colleague = await t.token('manager@acme.test');
  globex = await t.token('traveller@globex.test');
});
afterAll(() => t.close());

/** A PNG signature and `size` bytes in all, each byte numbered so a misplaced chunk changes the file. */
function png(size: number, seed = 0): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + seed) & 0xff;
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

const create = (token: string | null, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/uploads', headers: { 'content-type': 'application/json', ...auth(token) }, payload: JSON.stringify(body) });

async function opened(token: string, name: string, size: number): Promise<string> {
  const response = await create(token, { name, size, category: 'image' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ uploadid: expect.stringMatching(/^u[0-9a-f]{24}$/), offset: 0, size, chunkbytes: RECOMMENDED_CHUNK_BYTES });
  return response.json().uploadid as string;
}

const state = (token: string | null, uploadid: string) => t.app.inject({ method: 'GET', url: uploadSessionUrl(uploadid), headers: auth(token) });

const put = (token: string | null, uploadid: string, offset: number, chunk: Buffer, contentType = 'application/offset+octet-stream') =>
  t.app.inject({ method: 'PUT', url: uploadChunkUrl(uploadid, offset), headers: { 'content-type': contentType, ...auth(token) }, payload: chunk });

/** Sends `bytes` from `from` in chunks of `size`; answers the last response. */
async function sendFrom(token: string, uploadid: string, bytes: Buffer, from = 0, size = RECOMMENDED_CHUNK_BYTES) {
  let response = await put(token, uploadid, from, bytes.subarray(from, from + size));
  for (let offset = from + size; offset < bytes.length; offset += size) {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ uploadid, offset, size: bytes.length });
    response = await put(token, uploadid, offset, bytes.subarray(offset, offset + size));
  }
  return response;
}

const chunksOf = async (uploadid: string) => (await t.store.db.select().from(uploadChunks).where(eq(uploadChunks.uploadId, uploadid))).length;

describe('resumable uploads', () => {
  it('stores a file sent in chunks and serves the same bytes from GET /api/files/:id', async () => {
    const bytes = png(600_000, 1);
    const uploadid = await opened(traveller, 'receipt.png', bytes.length);
    const last = await sendFrom(traveller, uploadid, bytes);
    expect(last.statusCode, last.body).toBe(200);
    const body = last.json();
    expect(body.ApiStatus).toEqual({ Status: 'OK', Message: 'receipt.png uploaded' });
    expect(body.Result).toEqual({
      fileid: expect.any(String),
      name: 'receipt.png',
      mime: 'image/png',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      url: `/api/files/${body.Result.fileid}`,
    });
    const file = await t.app.inject({ method: 'GET', url: body.Result.url, headers: auth(traveller) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
    // The session and its chunks are gone once the file is stored.
    expect((await state(traveller, uploadid)).statusCode).toBe(404);
    expect(await chunksOf(uploadid)).toBe(0);
  });

  it('answers the same stored file for the same bytes and name (sha256), as POST /api/upload does', async () => {
    const bytes = png(1000, 2);
    const first = await sendFrom(traveller, await opened(traveller, 'again.png', bytes.length), bytes);
    const second = await sendFrom(traveller, await opened(traveller, 'again.png', bytes.length), bytes);
    expect(second.json().Result.fileid).toBe(first.json().Result.fileid);
  });

  it('resumes after a partial upload from the offset GET answers, and takes application/octet-stream too', async () => {
    const bytes = png(700_000, 3);
    const uploadid = await opened(traveller, 'resumed.png', bytes.length);
    expect((await put(traveller, uploadid, 0, bytes.subarray(0, 300_000))).json()).toEqual({ uploadid, offset: 300_000, size: bytes.length });
    const held = await state(traveller, uploadid);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toEqual({ uploadid, offset: 300_000, size: bytes.length });
    const rest = await put(traveller, uploadid, 300_000, bytes.subarray(300_000), 'application/octet-stream');
    expect(rest.statusCode, rest.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: rest.json().Result.url, headers: auth(traveller) });
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
  });

  it('refuses a chunk at another offset than the server holds with 409 and the offset to continue from', async () => {
    const bytes = png(3000, 4);
    const uploadid = await opened(traveller, 'conflict.png', bytes.length);
    expect((await put(traveller, uploadid, 0, bytes.subarray(0, 1000))).statusCode).toBe(200);
    // A resend of the first chunk (its reply was lost) and a chunk from the future are both told 1000.
    for (const offset of [0, 2000]) {
      const response = await put(traveller, uploadid, offset, bytes.subarray(offset, offset + 1000));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ uploadid, offset: 1000, size: 3000, ApiStatus: { Status: 'NOK', Message: `offset: the server holds 1000 bytes of this upload, not ${offset}` } });
    }
    expect(await chunksOf(uploadid)).toBe(1);
    expect((await sendFrom(traveller, uploadid, bytes, 1000, 1000)).statusCode).toBe(200);
  });

  it('refuses a chunk that would pass the announced size, an empty chunk and a malformed offset with 400', async () => {
    const uploadid = await opened(traveller, 'size.png', 1000);
    const past = await put(traveller, uploadid, 0, png(1001));
    expect(past.statusCode).toBe(400);
    expect(past.json().ApiStatus.Message).toBe("body: the chunk ends at byte 1001, past the file's size of 1000 bytes");
    expect((await put(traveller, uploadid, 0, Buffer.alloc(0))).json().ApiStatus.Message).toBe('body: the chunk is empty');
    const badOffset = await t.app.inject({ method: 'PUT', url: `${uploadSessionUrl(uploadid)}?offset=-1`, headers: { 'content-type': 'application/offset+octet-stream', ...auth(traveller) }, payload: png(10) });
    expect(badOffset.statusCode).toBe(400);
    expect(badOffset.json().ApiStatus.Message).toBe('offset must be a whole number of bytes');
    expect((await state(traveller, uploadid)).json().offset).toBe(0);
  });

  it('refuses a chunk of another content type (415) or above the chunk limit (413), naming the body', async () => {
    const uploadid = await opened(traveller, 'types.png', 2 * MAX_CHUNK_BYTES);
    const json = await put(traveller, uploadid, 0, Buffer.from('{"a":1}'), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().ApiStatus.Message).toBe('body: send the chunk as application/offset+octet-stream');
    const big = await put(traveller, uploadid, 0, png(MAX_CHUNK_BYTES + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().ApiStatus.Message).toBe('body: a chunk may be at most 1 MiB');
    expect((await put(traveller, uploadid, 0, png(MAX_CHUNK_BYTES))).json().offset).toBe(MAX_CHUNK_BYTES);
  });

  it('refuses bytes that are not what the extension says at the last chunk (415) and removes the session', async () => {
    const bytes = Buffer.from('%PDF-1.4 not a picture at all');
    const uploadid = await opened(traveller, 'photo.png', bytes.length);
    expect((await put(traveller, uploadid, 0, bytes.subarray(0, 10))).statusCode).toBe(200);
    const last = await put(traveller, uploadid, 10, bytes.subarray(10));
    expect(last.statusCode).toBe(415);
    expect(last.json().ApiStatus).toEqual({ Status: 'NOK', Message: 'photo.png: the content is not a .png file' });
    expect((await state(traveller, uploadid)).statusCode).toBe(404);
    expect(await chunksOf(uploadid)).toBe(0);
  });

  it('refuses at create a disallowed type (415), a file above the limit (413), an empty one and a bad body (400), each naming the field', async () => {
    const cases: [object, number, string][] = [
      [{ name: 'setup.exe', size: 10, category: 'image' }, 415, 'name: file type .exe is not allowed (allowed: jpeg, jpg, gif, png, tif, tiff)'],
      [{ name: 'scan.pdf', size: 10, category: 'image' }, 415, 'name: file type .pdf is not allowed (allowed: jpeg, jpg, gif, png, tif, tiff)'],
      [{ name: 'big.png', size: 5 * 1024 * 1024 + 1, category: 'image' }, 413, 'size: big.png is too large (limit 5 MiB)'],
      [{ name: 'empty.png', size: 0, category: 'image' }, 400, 'size must be at least 1 byte'],
      [{ name: 'half.png', size: 1.5 }, 400, 'size must be a whole number of bytes'],
      [{ size: 10 }, 400, 'name is required'],
      [{ name: 'a.png', size: 10, category: 'video' }, 400, 'category must be one of: document, image'],
    ];
    for (const [body, status, message] of cases) {
      const response = await create(traveller, body);
      expect([response.statusCode, response.json().ApiStatus?.Message], JSON.stringify(body)).toEqual([status, message]);
    }
    // The document category (the default) takes a PDF.
    expect((await create(traveller, { name: 'scan.pdf', size: 10 })).statusCode).toBe(200);
  });

  it("answers 404 for a colleague's and another company's upload, and for an unknown id", async () => {
    const bytes = png(2000, 5);
    const uploadid = await opened(traveller, 'mine.png', bytes.length);
    for (const other of [colleague, globex]) {
      for (const response of [await state(other, uploadid), await put(other, uploadid, 0, bytes)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().ApiStatus.Message).toBe('uploadid: upload not found');
      }
    }
    expect((await state(traveller, 'u000000000000000000000000')).statusCode).toBe(404);
    expect((await state(traveller, 'not-an-id')).json().ApiStatus.Message).toBe('uploadid: upload not found');
    // Nothing of theirs reached the traveller's upload.
    expect((await state(traveller, uploadid)).json().offset).toBe(0);
  });

  it('needs a live session on every route: 401 with statuscode 900', async () => {
    const uploadid = await opened(traveller, 'auth.png', 100);
    for (const response of [await create(null, { name: 'a.png', size: 10 }), await state(null, uploadid), await put(null, uploadid, 0, png(100))]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().statuscode).toBe(900);
    }
  });

  it('removes sessions older than a day when another is opened', async () => {
    const old = await opened(traveller, 'old.png', 2000);
    expect((await put(traveller, old, 0, png(1000))).statusCode).toBe(200);
    // Logins are idle-limited: each step after the clock moves signs in again.
    t.clock.advance(23 * HOUR);
    const later = await t.token('traveller@acme.test');
    const recent = await opened(later, 'recent.png', 2000);
    expect((await state(later, old)).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    await opened(await t.token('traveller@globex.test'), 'sweeper.png', 10);
    const latest = await t.token('traveller@acme.test');
    expect((await state(latest, old)).statusCode).toBe(404);
    expect(await chunksOf(old)).toBe(0);
    expect((await state(latest, recent)).statusCode).toBe(200);
  });
});

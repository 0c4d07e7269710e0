import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, SessionExpiredError } from '../api/errors';
import { RECOMMENDED_CHUNK_BYTES } from '../contract/resumable-upload';
import type { LoginOk } from '../contract/login';
import { setSession } from '../session/store';
import type { ExpenseReceiptRow } from './expense-rows';
import { type UploadCheckpoint, xhrReceiptUpload } from './expense-upload';

/*
 * The resumable receipt upload against a fake server behind a fake XMLHttpRequest: the server
 * keeps each session's bytes and answers as server/http/resumable-upload-route.ts does.
 */

const ME = '20001';
const CHUNK = RECOMMENDED_CHUNK_BYTES;

interface FakeSession {
  size: number;
  bytes: Uint8Array[];
}

/** The requests a test saw, and what the fake server holds. */
class FakeServer {
  sessions = new Map<string, FakeSession>();
  requests: string[] = [];
  /** Runs before a PUT is answered; answers 'drop' to lose the connection instead. */
  beforePut: (uploadid: string, offset: number) => 'drop' | void = () => undefined;
  /** What the last chunk answers: the stored file or a refusal. */
  finish: (bytes: Uint8Array) => { status: number; body: object } = () => ({ status: 200, body: { ApiStatus: { Status: 'OK' }, Result: { fileid: 'f-1' } } });
  private next = 0;

  held(uploadid: string): number {
    return this.sessions.get(uploadid)!.bytes.reduce((sum, part) => sum + part.length, 0);
  }

  open(size: number): string {
    const uploadid = `u${String((this.next += 1)).padStart(24, '0')}`;
    this.sessions.set(uploadid, { size, bytes: [] });
    return uploadid;
  }

  file(uploadid: string): Uint8Array {
    return new Uint8Array(Buffer.concat(this.sessions.get(uploadid)!.bytes));
  }

  async answer(method: string, url: string, body: unknown): Promise<{ status: number; body: object } | 'drop'> {
    const [path, query] = url.split('?');
    const uploadid = path!.split('/')[3];
    const offset = Number(new URLSearchParams(query).get('offset'));
    this.requests.push(method === 'PUT' ? `PUT ${offset}` : method === 'GET' ? `GET ${uploadid}` : 'POST');
    if (method === 'POST') {
      const { size } = JSON.parse(String(body)) as { size: number };
      return { status: 200, body: { uploadid: this.open(size), offset: 0, size, chunkbytes: CHUNK } };
    }
    const session = this.sessions.get(uploadid!);
    if (!session) return { status: 404, body: { ApiStatus: { Status: 'NOK', Message: 'uploadid: upload not found' } } };
    if (method === 'GET') return { status: 200, body: { uploadid, offset: this.held(uploadid!), size: session.size } };
    if (this.beforePut(uploadid!, offset) === 'drop') return 'drop';
    if (!this.sessions.has(uploadid!)) return { status: 404, body: { ApiStatus: { Status: 'NOK', Message: 'uploadid: upload not found' } } };
    if (offset !== this.held(uploadid!)) return { status: 409, body: { uploadid, offset: this.held(uploadid!), size: session.size } };
    session.bytes.push(new Uint8Array(await (body as Blob).arrayBuffer()));
    if (this.held(uploadid!) < session.size) return { status: 200, body: { uploadid, offset: this.held(uploadid!), size: session.size } };
    const whole = this.file(uploadid!);
    this.sessions.delete(uploadid!);
    return this.finish(whole);
  }
}

let server: FakeServer;

/** The browser's XMLHttpRequest as far as expense-upload.ts uses it; progress at half and all of a chunk. */
class FakeXhr {
  upload: { onprogress?: (event: { loaded: number }) => void } = {};
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  onload?: () => void;
  responseType = '';
  timeout = 0;
  status = 0;
  response: unknown = null;
  private method = '';
  private url = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  send(body: unknown) {
    void (async () => {
      if (body instanceof NodeBlob || body instanceof Blob) {
        this.upload.onprogress?.({ loaded: Math.floor(body.size / 2) });
        this.upload.onprogress?.({ loaded: body.size });
      }
      const answer = await server.answer(this.method, this.url, body);
      if (answer === 'drop') return this.onerror?.();
      this.status = answer.status;
      this.response = answer.body;
      this.onload?.();
    })();
  }
}

beforeEach(() => {
  server = new FakeServer();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setSession({ profilemaster: { profileid: ME }, userauth: { authtoken: 'token' } } as unknown as LoginOk);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

/** A receipt of `size` numbered bytes, so a chunk sent twice or out of place changes the file. */
function receipt(size: number, uploadid?: string): ExpenseReceiptRow {
  const bytes = new Uint8Array(size).map((_, i) => (i * 7) & 0xff);
  return {
    receiptid: 'receipt-1',
    lineid: 'line-1',
    profileid: ME,
    blob: new NodeBlob([bytes], { type: 'image/jpeg' }) as unknown as Blob,
    name: 'a.jpg',
    mime: 'image/jpeg',
    size,
    sha256: '',
    state: 'waiting',
    bytesSent: 0,
    uploadid,
  };
}

/** Whether the server assembled exactly the receipt's bytes (toEqual walks a 700 KB array element by element). */
const sameBytes = async (stored: Uint8Array | undefined, row: ExpenseReceiptRow) => !!stored && Buffer.from(stored).equals(Buffer.from(await row.blob.arrayBuffer()));

async function upload(row: ExpenseReceiptRow) {
  const progress: number[] = [];
  const checkpoints: UploadCheckpoint[] = [];
  const result: { fileid?: string; error?: unknown } = await xhrReceiptUpload(row, (sent) => progress.push(sent), (at) => checkpoints.push(at)).then(
    (fileid) => ({ fileid }),
    (error: unknown) => ({ error }),
  );
  return { ...result, progress, checkpoints };
}

describe('xhrReceiptUpload', () => {
  it('sends a new receipt in 256 KiB chunks, reporting offset + loaded and each confirmed offset', async () => {
    const row = receipt(CHUNK * 2 + 100);
    let whole: Uint8Array | undefined;
    server.finish = (bytes) => ((whole = bytes), { status: 200, body: { ApiStatus: { Status: 'OK' }, Result: { fileid: 'f-new' } } });
    const result = await upload(row);
    expect(result).toMatchObject({ fileid: 'f-new' });
    expect(server.requests).toEqual(['POST', 'PUT 0', `PUT ${CHUNK}`, `PUT ${CHUNK * 2}`]);
    const uploadid = result.checkpoints[0]!.uploadid;
    expect(result.checkpoints).toEqual([0, CHUNK, CHUNK * 2].map((offset) => ({ uploadid, offset })));
    expect(result.progress).toContain(CHUNK + CHUNK / 2);
    expect(await sameBytes(whole, row)).toBe(true);
  });

  it('after a drop, a later attempt asks the server for its offset and continues from there', async () => {
    const row = receipt(CHUNK * 3);
    let drops = 1;
    server.beforePut = (_id, offset) => (offset === CHUNK && drops-- > 0 ? 'drop' : undefined);
    server.finish = () => ({ status: 200, body: { ApiStatus: { Status: 'OK' }, Result: { fileid: 'f-resumed' } } });
    const first = await upload(row);
    expect(first).toMatchObject({ error: expect.any(NetworkError) });
    const held = first.checkpoints.at(-1)!;
    expect(held.offset).toBe(CHUNK);

    let stored: Uint8Array | undefined;
    server.finish = (bytes) => ((stored = bytes), { status: 200, body: { ApiStatus: { Status: 'OK' }, Result: { fileid: 'f-resumed' } } });
    const second = await upload({ ...row, uploadid: held.uploadid, bytesSent: held.offset });
    expect(second).toMatchObject({ fileid: 'f-resumed' });
    expect(server.requests).toEqual(['POST', 'PUT 0', `PUT ${CHUNK}`, `GET ${held.uploadid}`, `PUT ${CHUNK}`, `PUT ${CHUNK * 2}`]);
    expect(second.progress[0]).toBe(CHUNK);
    expect(await sameBytes(stored, row)).toBe(true);
  });

  it('on a 409 continues from the offset the server names', async () => {
    const row = receipt(CHUNK * 2);
    const uploadid = server.open(row.size);
    // Another tab's attempt lands the first chunk between our GET and our PUT.
    const first = new Uint8Array(await row.blob.slice(0, CHUNK).arrayBuffer());
    server.beforePut = (id, offset) => {
      if (offset === 0 && server.held(id) === 0) server.sessions.get(id)!.bytes.push(first);
    };
    let stored: Uint8Array | undefined;
    server.finish = (bytes) => ((stored = bytes), { status: 200, body: { ApiStatus: { Status: 'OK' }, Result: { fileid: 'f-409' } } });
    const result = await upload({ ...row, uploadid });
    expect(result).toMatchObject({ fileid: 'f-409' });
    expect(server.requests).toEqual([`GET ${uploadid}`, 'PUT 0', `PUT ${CHUNK}`]);
    expect(result.checkpoints).toEqual([{ uploadid, offset: 0 }, { uploadid, offset: CHUNK }]);
    expect(await sameBytes(stored, row)).toBe(true);
  });

  it('starts a new session from byte 0 when the earlier one expired (404 on GET or on a chunk)', async () => {
    const row = receipt(CHUNK + 10);
    const gone = await upload({ ...row, uploadid: 'u000000000000000000000099', bytesSent: CHUNK });
    expect(gone).toMatchObject({ fileid: 'f-1' });
    expect(server.requests).toEqual(['GET u000000000000000000000099', 'POST', 'PUT 0', `PUT ${CHUNK}`]);
    expect(gone.checkpoints[0]).toEqual({ uploadid: expect.not.stringMatching('99$'), offset: 0 });

    server.requests = [];
    const uploadid = server.open(row.size);
    // Expired between the GET and the first chunk.
    server.beforePut = (id) => void (id === uploadid && server.sessions.delete(id));
    let stored: Uint8Array | undefined;
    server.finish = (bytes) => ((stored = bytes), { status: 200, body: { ApiStatus: { Status: 'OK' }, Result: { fileid: 'f-again' } } });
    const midway = await upload({ ...row, uploadid });
    expect(midway).toMatchObject({ fileid: 'f-again' });
    expect(server.requests).toEqual([`GET ${uploadid}`, 'PUT 0', 'POST', 'PUT 0', `PUT ${CHUNK}`]);
    expect(await sameBytes(stored, row)).toBe(true);
  });

  it("rejects with the server's refusal, a 900 as session expired, and another profile's receipt without a request", async () => {
    server.finish = () => ({ status: 415, body: { ApiStatus: { Status: 'NOK', Message: 'a.jpg: the content is not a .jpg file' } } });
    const refused = await upload(receipt(100));
    expect(refused.error).toEqual(new ApiError(415, 'a.jpg: the content is not a .jpg file'));

    server.finish = () => ({ status: 401, body: { statuscode: 900 } });
    expect((await upload(receipt(100))).error).toBeInstanceOf(SessionExpiredError);

    server.requests = [];
    expect((await upload({ ...receipt(100), profileid: '20002' })).error).toBeInstanceOf(SessionExpiredError);
    expect(server.requests).toEqual([]);
  });
});

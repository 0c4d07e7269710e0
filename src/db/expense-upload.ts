import { ApiError, NetworkError, SessionExpiredError } from '../api/errors';
import { SESSION_EXPIRED_STATUSCODE } from '../contract/envelope';
import {
  CHUNK_CONTENT_TYPES,
  RECOMMENDED_CHUNK_BYTES,
  UPLOADS_PATH,
  type CreateUpload,
  type UploadSessionState,
  uploadChunkUrl,
  uploadSessionUrl,
} from '../contract/resumable-upload';
import type { UploadedFile } from '../contract/upload';
import { getSession } from '../session/store';
import type { ExpenseReceiptRow } from './expense-rows';

/** Where a receipt's upload stands on the server; kept with the receipt so a later attempt continues there. */
export interface UploadCheckpoint {
  uploadid: string;
  /** Bytes the server holds. */
  offset: number;
}

/**
 * Uploads one receipt, continuing `receipt.uploadid` where the server left it; reports bytes sent
 * as they go and each offset the server confirms; answers the server's file id. Throws what the
 * outbox verdicts understand: NetworkError (no answer), ApiError (a status), SessionExpiredError.
 */
export type ReceiptUpload = (
  receipt: ExpenseReceiptRow,
  onProgress: (bytesSent: number) => void,
  onCheckpoint: (checkpoint: UploadCheckpoint) => void,
) => Promise<string>;

/** One 256 KiB chunk on a slow phone link takes under a minute; past two, the link is gone. */
const CHUNK_TIMEOUT_MS = 2 * 60_000;

type Answer = Partial<UploadSessionState> & {
  statuscode?: unknown;
  ApiStatus?: { Status?: string; Message?: string };
  Result?: UploadedFile;
};

interface Sent {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: string | Blob;
  onProgress?: (loaded: number) => void;
}

/**
 * One request through XMLHttpRequest, the one browser API that reports upload progress. Only while
 * the receipt's own profile is logged in: after a logout or a switch it waits, like the sends.
 */
function request(receipt: ExpenseReceiptRow, sent: Sent): Promise<{ status: number; body: Answer }> {
  return new Promise((resolve, reject) => {
    const session = getSession();
    if (session?.profilemaster.profileid !== receipt.profileid) return reject(new SessionExpiredError());
    const xhr = new XMLHttpRequest();
    xhr.open(sent.method, sent.url);
    xhr.setRequestHeader('authorization', `Bearer ${session.userauth.authtoken}`);
    if (typeof sent.body === 'string') xhr.setRequestHeader('content-type', 'application/json');
    else if (sent.body) xhr.setRequestHeader('content-type', CHUNK_CONTENT_TYPES[0]);
    xhr.responseType = 'json';
    xhr.timeout = CHUNK_TIMEOUT_MS;
    if (sent.onProgress) xhr.upload.onprogress = (event) => sent.onProgress!(event.loaded);
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(new NetworkError());
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as Answer;
      if (Number(body.statuscode) === SESSION_EXPIRED_STATUSCODE) return reject(new SessionExpiredError());
      resolve({ status: xhr.status, body });
    };
    xhr.send(sent.body ?? null);
  });
}

const refusal = (receipt: ExpenseReceiptRow, { status, body }: { status: number; body: Answer }) =>
  new ApiError(status, body.ApiStatus?.Message || `The receipt ${receipt.name} could not be uploaded (HTTP ${status}).`);

const ok = (status: number) => status >= 200 && status < 300;

/** A new session on the server, from byte 0. The server checks the bytes against the extension at the end. */
async function openUpload(receipt: ExpenseReceiptRow): Promise<UploadCheckpoint> {
  const create: CreateUpload = { name: receipt.name, size: receipt.size, category: receipt.mime.startsWith('image/') ? 'image' : 'document' };
  const answer = await request(receipt, { method: 'POST', url: UPLOADS_PATH, body: JSON.stringify(create) });
  if (!ok(answer.status) || !answer.body.uploadid) throw refusal(receipt, answer);
  return { uploadid: answer.body.uploadid, offset: 0 };
}

/** Where the receipt's earlier session stands, or a new one when it expired (404). */
async function resumeOrOpen(receipt: ExpenseReceiptRow): Promise<UploadCheckpoint> {
  if (!receipt.uploadid) return openUpload(receipt);
  const answer = await request(receipt, { method: 'GET', url: uploadSessionUrl(receipt.uploadid) });
  if (answer.status === 404) return openUpload(receipt);
  if (!ok(answer.status) || typeof answer.body.offset !== 'number') throw refusal(receipt, answer);
  return { uploadid: receipt.uploadid, offset: answer.body.offset };
}

/**
 * The resumable upload (docs/outbox.md "Expense lines and receipts"): chunks of 256 KiB, each at
 * the offset the server holds; a 409 names the offset to continue from, a session gone while
 * sending (404) starts a new one from byte 0, once per attempt.
 */
export const xhrReceiptUpload: ReceiptUpload = async (receipt, onProgress, onCheckpoint) => {
  let at = await resumeOrOpen(receipt);
  let restarted = false;
  for (;;) {
    onCheckpoint(at);
    onProgress(at.offset);
    const from = at.offset;
    const chunk = receipt.blob.slice(from, Math.min(from + RECOMMENDED_CHUNK_BYTES, receipt.size));
    const answer = await request(receipt, { method: 'PUT', url: uploadChunkUrl(at.uploadid, from), body: chunk, onProgress: (loaded) => onProgress(from + loaded) });
    const { status, body } = answer;
    if (ok(status) && body.ApiStatus?.Status === 'OK' && body.Result?.fileid) return body.Result.fileid;
    if (status === 404 && !restarted) {
      restarted = true;
      at = await openUpload(receipt);
      continue;
    }
    // The server names the offset it holds: after our chunk (200) or instead of it (409).
    const held = body.offset;
    const moved = typeof held === 'number' && held !== from && held <= receipt.size;
    if (!moved || !(ok(status) || status === 409)) throw refusal(receipt, answer);
    at = { uploadid: at.uploadid, offset: held };
  }
};

import { ApiError, NetworkError, SessionExpiredError } from '../api/errors';
import { SESSION_EXPIRED_STATUSCODE } from '../contract/envelope';
import { UPLOAD_PATH, type UploadedFile } from '../contract/upload';
import { getSession } from '../session/store';
import type { ExpenseReceiptRow } from './expense-rows';

/**
 * Uploads one receipt; reports bytes sent as they go; answers the server's file id. Throws what the
 * outbox verdicts understand: NetworkError (no answer), ApiError (a status), SessionExpiredError.
 */
export type ReceiptUpload = (receipt: ExpenseReceiptRow, onProgress: (bytesSent: number) => void) => Promise<string>;

/** A 5 MB receipt on a slow phone link takes minutes; the service calls' 90 s would cut it off. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

type UploadAnswer = { statuscode?: unknown; ApiStatus?: { Status?: string; Message?: string }; Result?: UploadedFile };

/**
 * POST /api/upload through XMLHttpRequest, the one browser API that reports upload progress. Only
 * while the receipt's own profile is logged in: after a logout or a switch it waits, like the sends.
 */
export const xhrReceiptUpload: ReceiptUpload = (receipt, onProgress) =>
  new Promise((resolve, reject) => {
    const session = getSession();
    if (session?.profilemaster.profileid !== receipt.profileid) return reject(new SessionExpiredError());
    const form = new FormData();
    // The server checks the bytes against the extension; 'image' also takes gif, 'document' takes pdf.
    form.append('category', receipt.mime.startsWith('image/') ? 'image' : 'document');
    form.append('file', receipt.blob, receipt.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.setRequestHeader('authorization', `Bearer ${session.userauth.authtoken}`);
    xhr.responseType = 'json';
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(new NetworkError());
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as UploadAnswer;
      if (Number(body.statuscode) === SESSION_EXPIRED_STATUSCODE) return reject(new SessionExpiredError());
      if (xhr.status >= 200 && xhr.status < 300 && body.ApiStatus?.Status === 'OK' && body.Result?.fileid) return resolve(body.Result.fileid);
      reject(new ApiError(xhr.status, body.ApiStatus?.Message || `The receipt ${receipt.name} could not be uploaded (HTTP ${xhr.status}).`));
    };
    xhr.send(form);
  });

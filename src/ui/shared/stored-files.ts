import { ApiError } from '../../api';
import { FILE_PATH, UPLOAD_PATH, type UploadedFile } from '../../contract/upload';
import { getSession } from '../../session/store';

/*
 * Files through the app's upload route (trip documents, visa scans, receipts opened from a claim):
 * plain fetches, because multipart bodies and binary answers do not go through the service call.
 */

function bearer(): Record<string, string> {
  const token = getSession()?.userauth.authtoken;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Uploads one file; a refusal carries the server's own reason (type, size), else `failure`, as an ApiError. */
export async function uploadFile(file: File, { category = 'document', failure }: { category?: 'document' | 'image'; failure: string }): Promise<UploadedFile> {
  const form = new FormData();
  form.append('category', category);
  form.append('file', file, file.name);
  const response = await fetch(UPLOAD_PATH, { method: 'POST', body: form, headers: bearer() });
  const body = (await response.json().catch(() => ({}))) as { ApiStatus?: { Status?: string; Message?: string }; Result?: UploadedFile };
  if (!response.ok || body.ApiStatus?.Status !== 'OK' || !body.Result) throw new ApiError(response.status, body.ApiStatus?.Message || failure);
  return body.Result;
}

export const storedFileUrl = (fileid: string) => FILE_PATH.replace(':fileid', encodeURIComponent(fileid));

/** Opens a stored file in a new tab: fetched with the bearer token, shown from a temporary object URL. */
export async function openStoredFile(url: string, failure: string): Promise<void> {
  const response = await fetch(url, { headers: bearer() });
  if (!response.ok) throw new Error(failure);
  const objectUrl = URL.createObjectURL(await response.blob());
  window.open(objectUrl, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

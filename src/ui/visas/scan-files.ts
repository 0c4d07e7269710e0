import { ApiError } from '../../api';
import { FILE_PATH, UPLOAD_PATH, type UploadedFile } from '../../contract/upload';
import { getSession } from '../../session/store';

/* Passport and visa scans through the app's upload route (docs/features/visas.md "Scans"). */

/** What the scan inputs offer; the server checks the bytes again and refuses anything else. */
export const SCAN_ACCEPT = 'image/png,image/jpeg,image/tiff,application/pdf';

function bearer(): Record<string, string> {
  const token = getSession()?.userauth.authtoken;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Uploads one scan; a refusal carries the server's own reason (type, size) as an ApiError. */
export async function uploadScan(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('category', 'document');
  form.append('file', file, file.name);
  const response = await fetch(UPLOAD_PATH, { method: 'POST', body: form, headers: bearer() });
  const body = (await response.json().catch(() => ({}))) as { ApiStatus?: { Status?: string; Message?: string }; Result?: UploadedFile };
  if (!response.ok || body.ApiStatus?.Status !== 'OK' || !body.Result) throw new ApiError(response.status, body.ApiStatus?.Message ?? '');
  return body.Result;
}

/** Opens a scan in a new tab: fetched with the bearer token, shown from a temporary object URL. */
export async function openScan(fileid: string): Promise<void> {
  const response = await fetch(FILE_PATH.replace(':fileid', encodeURIComponent(fileid)), { headers: bearer() });
  if (!response.ok) throw new Error('The scan cannot be opened. Please try again.');
  const objectUrl = URL.createObjectURL(await response.blob());
  window.open(objectUrl, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

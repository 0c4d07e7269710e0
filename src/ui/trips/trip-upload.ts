import { UPLOAD_PATH, type UploadedFile } from '../../contract/upload';
import { getSession } from '../../session/store';

function bearer(): Record<string, string> {
  const token = getSession()?.userauth.authtoken;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Uploads one file (multipart, category document); the server checks type and size and says why not. */
export async function uploadTripFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('category', 'document');
  form.append('file', file, file.name);
  const response = await fetch(UPLOAD_PATH, { method: 'POST', body: form, headers: bearer() });
  const body = (await response.json().catch(() => ({}))) as {
    ApiStatus?: { Status?: string; Message?: string };
    Result?: UploadedFile;
  };
  if (!response.ok || body.ApiStatus?.Status !== 'OK' || !body.Result) {
    throw new Error(body.ApiStatus?.Message || 'Failed to upload the document. Please try again.');
  }
  return body.Result;
}

/** Opens a stored document: fetched with the bearer token, shown from a temporary object URL. */
export async function openTripFile(url: string): Promise<void> {
  const response = await fetch(url, { headers: bearer() });
  if (!response.ok) throw new Error('Failed to open the document. Please try again.');
  const objectUrl = URL.createObjectURL(await response.blob());
  window.open(objectUrl, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

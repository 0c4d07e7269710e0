import { type BulkImportResponse, type ImportMode, bulkExportPath, bulkImportPath } from '../../contract/bulk-import/routes';
import type { ImportEntity } from '../../contract/bulk-import/entities';
import { getSession } from '../../session/store';

/* The bulk import and export calls (docs/features/bulk-import.md): plain routes, not operations, so the upload can report progress. */

function bearer(): string | null {
  const token = getSession()?.userauth.authtoken;
  return token ? `Bearer ${token}` : null;
}

/** Where a long import is: the file going up (with its share sent), then the server at work. */
export type ImportProgress = { phase: 'uploading'; sent: number } | { phase: 'server' };

/**
 * Sends the file with XMLHttpRequest, the one browser API that reports upload progress. Resolves
 * with the server's report (problems included); rejects with the server's message when it refused.
 */
export function uploadImport(entity: ImportEntity, mode: ImportMode, file: File, onProgress: (p: ImportProgress) => void): Promise<BulkImportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${bulkImportPath(entity)}?mode=${mode}`);
    const auth = bearer();
    if (auth) xhr.setRequestHeader('authorization', auth);
    xhr.upload.onprogress = (event) => onProgress({ phase: 'uploading', sent: event.lengthComputable ? event.loaded / event.total : 0 });
    xhr.upload.onload = () => onProgress({ phase: 'server' });
    xhr.onerror = () => reject(new Error('The file could not be sent. Check your connection and try again.'));
    xhr.onload = () => {
      let body: { Import?: unknown; ResponseStatus?: { message?: string }; ApiStatus?: { Message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON (a proxy's error page): the generic message below.
      }
      if (xhr.status === 200 && body.Import) resolve(body as BulkImportResponse);
      else reject(new Error(body.ResponseStatus?.message || body.ApiStatus?.Message || `The server refused the file (${xhr.status}).`));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Saves text as a file through a temporary link. */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export type ExportFormat = 'csv' | 'xlsx';

/** Downloads the company's list as CSV or XLSX (the server names the file). */
export async function downloadExport(entity: ImportEntity, format: ExportFormat = 'csv'): Promise<void> {
  const auth = bearer();
  const response = await fetch(`${bulkExportPath(entity)}?format=${format}`, { headers: auth ? { authorization: auth } : {} });
  if (!response.ok) throw new Error('The list could not be exported. Please try again.');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${entity}.${format}`;
  saveFile(name, await response.blob());
}

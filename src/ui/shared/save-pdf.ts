import { saveFile } from './save-file';

/** Saves a base64 PDF as a file. */
export function saveBase64Pdf(base64: string, filename: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: 'application/pdf' }), filename);
}

import type { UploadedFile } from '../../contract/upload';
import { openStoredFile, storedFileUrl, uploadFile } from '../shared/stored-files';

/* Passport and visa scans through the app's upload route (docs/features/visas.md "Scans"). */

/** What the scan inputs offer; the server checks the bytes again and refuses anything else. */
export const SCAN_ACCEPT = 'image/png,image/jpeg,image/tiff,application/pdf';

/** Uploads one scan; a refusal carries the server's own reason (type, size) as an ApiError. */
export const uploadScan = (file: File): Promise<UploadedFile> => uploadFile(file, { failure: '' });

/** Opens a scan in a new tab. */
export const openScan = (fileid: string): Promise<void> => openStoredFile(storedFileUrl(fileid), 'The scan cannot be opened. Please try again.');

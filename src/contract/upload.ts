import * as v from 'valibot';

/*
 * POST /api/upload (multipart/form-data: one file, optional field `category`) and
 * GET /api/files/:fileid, the plain routes through which trip documents travel. Which extensions
 * a category accepts and the byte checks are the server's (server/http/upload-types.ts).
 */

export const UPLOAD_PATH = '/api/upload';
export const FILE_PATH = '/api/files/:fileid';

export const UPLOAD_CATEGORY_NAMES = ['document', 'image'] as const;

/** The form as the server reads it: the one file part (its cleaned name and bytes) and the category. */
export const UploadFormSchema = v.object({
  category: v.optional(v.picklist(UPLOAD_CATEGORY_NAMES, `category must be one of: ${UPLOAD_CATEGORY_NAMES.join(', ')}`), 'document'),
  file: v.object({ name: v.string(), bytes: v.instance(Uint8Array) }, 'file is required'),
});

export const FileParamsSchema = v.object({ fileid: v.string('fileid is required') });

/** What POST /api/upload answers for a stored file, next to ApiStatus. */
export interface UploadedFile {
  fileid: string;
  name: string;
  mime: string;
  size: number;
}

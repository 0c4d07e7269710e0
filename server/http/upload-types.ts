/**
 * Which uploads are accepted (docs/product.md#validation-rules: "images jpeg, jpg, gif, png, tif; documents jpeg, jpg,
 * png, tif, xlsx, xls, docx, doc, pdf") and the check that a file's bytes match its extension: a
 * renamed executable or a PDF called photo.png is refused, whatever the browser claims.
 */
export const UPLOAD_CATEGORIES = {
  document: ['jpeg', 'jpg', 'png', 'tif', 'tiff', 'xlsx', 'xls', 'docx', 'doc', 'pdf'],
  image: ['jpeg', 'jpg', 'gif', 'png', 'tif', 'tiff'],
} as const;
export type UploadCategory = keyof typeof UPLOAD_CATEGORIES;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
};

const startsWith = (bytes: Buffer, ...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const has = (bytes: Buffer, text: string, encoding: BufferEncoding = 'latin1') => bytes.includes(Buffer.from(text, encoding));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Office Open XML names its parts in the zip's (uncompressed) local headers: xl/… or word/…. */
const ooxml = (bytes: Buffer, folder: string) => startsWith(bytes, ...ZIP) && has(bytes, '[Content_Types].xml') && has(bytes, folder);
/** Legacy Office files are OLE compound files; the directory names the stream in UTF-16LE. */
const ole = (bytes: Buffer, ...streams: string[]) => startsWith(bytes, ...OLE) && streams.some((s) => has(bytes, s, 'utf16le'));

const SIGNATURE: Record<string, (bytes: Buffer) => boolean> = {
  pdf: (b) => startsWith(b, ...ascii('%PDF-')),
  png: (b) => startsWith(b, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: (b) => startsWith(b, 0xff, 0xd8, 0xff),
  jpeg: (b) => startsWith(b, 0xff, 0xd8, 0xff),
  gif: (b) => startsWith(b, ...ascii('GIF87a')) || startsWith(b, ...ascii('GIF89a')),
  tif: (b) => startsWith(b, 0x49, 0x49, 0x2a, 0x00) || startsWith(b, 0x4d, 0x4d, 0x00, 0x2a),
  tiff: (b) => startsWith(b, 0x49, 0x49, 0x2a, 0x00) || startsWith(b, 0x4d, 0x4d, 0x00, 0x2a),
  xlsx: (b) => ooxml(b, 'xl/'),
  docx: (b) => ooxml(b, 'word/'),
  xls: (b) => ole(b, 'Workbook', 'Book'),
  doc: (b) => ole(b, 'WordDocument'),
};

/** A file name safe to store and to send back in Content-Disposition: no folders, no control characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(-200) || 'file';
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type UploadCheck = { ok: true; mime: string } | { ok: false; message: string };

/** Refuses a type outside the category's list, and bytes that are not what the extension says. */
export function checkUpload(name: string, bytes: Buffer, category: UploadCategory): UploadCheck {
  const ext = extensionOf(name);
  const allowed: readonly string[] = UPLOAD_CATEGORIES[category];
  if (!allowed.includes(ext)) {
    return { ok: false, message: `${name}: file type .${ext || '(none)'} is not allowed (allowed: ${allowed.join(', ')})` };
  }
  if (bytes.length === 0) return { ok: false, message: `${name}: file is empty` };
  if (!SIGNATURE[ext]!(bytes)) return { ok: false, message: `${name}: the content is not a .${ext} file` };
  return { ok: true, mime: MIME[ext]! };
}

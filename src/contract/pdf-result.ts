import * as v from 'valibot';

/** A generated PDF: inline (base64) and as a short-lived signed link to the same document. */
export const PdfResultSchema = v.object({
  filename: v.string(),
  mime: v.literal('application/pdf'),
  size: v.number(),
  base64: v.string(),
  url: v.string(),
  expiresat: v.string(),
});

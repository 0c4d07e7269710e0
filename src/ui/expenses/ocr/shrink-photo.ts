/*
 * A phone's receipt photo is 12 megapixels or more; tesseract's time grows with the pixels while a
 * receipt's print stays legible at a fraction of them. Larger photos are scaled down here, on the
 * page's side, before they go to the OCR worker.
 */

/** The longest side kept: a receipt filling the frame still has letters ~25 px high. */
export const MAX_SIDE = 2000;

/** The photo itself when small enough (or when this browser cannot scale it), else a JPEG at most MAX_SIDE on its longest side. */
export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  if (typeof createImageBitmap === 'undefined' || typeof OffscreenCanvas === 'undefined') return photo;
  // createImageBitmap applies the photo's EXIF orientation, so the copy comes out upright. What it
  // cannot decode goes to tesseract as it is, whose own failure the user is shown.
  const bitmap = await createImageBitmap(photo).catch(() => null);
  if (!bitmap) return photo;
  try {
    const scale = MAX_SIDE / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return photo;
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return photo;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // JPEG encodes several times faster than PNG at this size, and at 0.95 adds no noise the OCR sees.
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
  } finally {
    bitmap.close();
  }
}

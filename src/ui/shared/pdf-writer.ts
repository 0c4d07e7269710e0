import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { roundToMajor } from '../../domain/money';

/*
 * Documents made in the browser with pdf-lib (the e-ticket, the dashboard), written top to bottom
 * on A4 pages that follow one another. Only types come from pdf-lib here: each caller imports the
 * library on demand, so it stays a chunk of its own. The standard fonts speak WinAnsi only, so
 * amounts say 'INR' (no ₹ glyph) and any character outside Latin-1 is replaced rather than failing
 * the whole document.
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
const SIZE = 10;
const LEADING = 14;

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole rupees with Indian grouping, 'INR 12,34,568'. */
export function pdfMoney(minor: bigint): string {
  const whole = roundToMajor(minor);
  return `${whole < 0n ? '-' : ''}INR ${inr.format(whole < 0n ? -whole : whole)}`;
}

function latin1(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

export interface PdfWriter {
  heading: (text: string) => void;
  line: (text: string, indent?: number) => void;
  /** An image scaled to the page's width (never up), on a new page when it does not fit. */
  image: (image: PDFImage) => void;
  gap: () => void;
}

export function pdfWriter(doc: PDFDocument, font: PDFFont, bold: PDFFont): PdfWriter {
  const newPage = (): PDFPage => doc.addPage(A4);
  let page = newPage();
  let y = page.getHeight() - MARGIN;
  const room = (h: number) => {
    if (y - h >= MARGIN) return;
    page = newPage();
    y = page.getHeight() - MARGIN;
  };
  const maxWidth = () => page.getWidth() - 2 * MARGIN;
  return {
    heading(text) {
      room(LEADING * 3);
      y -= 6;
      page.drawText(latin1(text), { x: MARGIN, y, size: SIZE + 3, font: bold });
      y -= LEADING + 2;
    },
    line(text, indent = 0) {
      // Long lines wrap by words at the page width.
      const words = latin1(text).split(' ');
      let current = '';
      const flush = () => {
        room(LEADING);
        page.drawText(current, { x: MARGIN + indent, y, size: SIZE, font });
        y -= LEADING;
      };
      for (const word of words) {
        const next = current ? `${current} ${word}` : word;
        if (current && font.widthOfTextAtSize(next, SIZE) > maxWidth() - indent) {
          flush();
          current = word;
        } else current = next;
      }
      flush();
    },
    image(image) {
      const { width, height } = image.scale(Math.min(1, maxWidth() / image.width));
      room(height + LEADING);
      y -= height;
      page.drawImage(image, { x: MARGIN, y, width, height });
      y -= LEADING;
    },
    gap() {
      y -= LEADING / 2;
    },
  };
}

import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

/**
 * A small A4 page writer for the trip PDFs (docket, forex letters): headings, label/value pairs,
 * paragraphs and tables, with page breaks. The standard fonts speak WinAnsi only, so every text goes
 * through `pdfText` (the rupee sign cannot be drawn: amounts carry the currency code instead).
 */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const DARK_BLUE = rgb(0.05, 0.16, 0.38);
const GREY = rgb(0.35, 0.35, 0.35);

/** Latin-1 printable characters survive; anything else becomes '?' rather than breaking the PDF. */
export function pdfText(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u20b9/g, 'INR ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

export interface SheetInfo {
  title: string;
  subject: string;
  keywords: string[];
  createdAt: Date;
}

export class PdfSheet {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(info: SheetInfo): Promise<PdfSheet> {
    const doc = await PDFDocument.create();
    doc.setTitle(pdfText(info.title));
    doc.setSubject(pdfText(info.subject));
    doc.setKeywords(info.keywords.map(pdfText));
    doc.setCreator('Voyage corporate travel');
    doc.setProducer('Voyage corporate travel');
    // Fixed dates: the same trip rendered twice gives the same bytes (cache- and test-friendly).
    doc.setCreationDate(info.createdAt);
    doc.setModificationDate(info.createdAt);
    const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfSheet(doc, font, bold);
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  private draw(text: string, x: number, size: number, bold = false, color = rgb(0, 0, 0)): void {
    this.page.drawText(pdfText(text), { x, y: this.y, size, font: bold ? this.bold : this.font, color });
  }

  /** Splits text into lines that fit `width` at `size`. */
  private wrap(text: string, width: number, size: number, bold = false): string[] {
    const font = bold ? this.bold : this.font;
    const lines: string[] = [];
    let line = '';
    for (const word of pdfText(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
    return lines.map((l) => this.clip(l, width, size, bold));
  }

  /** One over-long word is cut with an ellipsis rather than running off the page. */
  private clip(text: string, width: number, size: number, bold: boolean): string {
    const font = bold ? this.bold : this.font;
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let out = text;
    while (out.length > 0 && font.widthOfTextAtSize(`${out}...`, size) > width) out = out.slice(0, -1);
    return `${out}...`;
  }

  title(text: string, subtitle: string): void {
    this.room(50);
    this.draw(text, MARGIN, 18, true, DARK_BLUE);
    this.y -= 18;
    this.draw(subtitle, MARGIN, 10, false, GREY);
    this.y -= 24;
  }

  heading(text: string): void {
    this.room(40);
    this.y -= 6;
    this.draw(text, MARGIN, 13, true, DARK_BLUE);
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.7, color: DARK_BLUE });
    this.y -= 14;
  }

  /** Label: value lines; long values wrap under themselves. */
  fields(pairs: readonly (readonly [string, string])[]): void {
    const labelWidth = 130;
    for (const [label, value] of pairs) {
      const lines = this.wrap(value || '-', A4[0] - 2 * MARGIN - labelWidth, 10);
      this.room(14 * lines.length);
      this.draw(label, MARGIN, 10, true);
      for (const line of lines) {
        this.draw(line, MARGIN + labelWidth, 10);
        this.y -= 14;
      }
    }
    this.y -= 4;
  }

  paragraph(text: string): void {
    for (const line of this.wrap(text, A4[0] - 2 * MARGIN, 10.5)) {
      this.room(15);
      this.draw(line, MARGIN, 10.5);
      this.y -= 15;
    }
    this.y -= 6;
  }

  /** Columns by relative width; `align: 'right'` for amounts. Cells are cut to fit one line. */
  table(columns: readonly { label: string; width: number; align?: 'right' }[], rows: readonly string[][]): void {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const usable = A4[0] - 2 * MARGIN;
    const widths = columns.map((c) => (c.width / total) * usable);
    const row = (cells: readonly string[], bold: boolean) => {
      this.room(14);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const width = widths[i]! - 6;
        const text = this.clip(pdfText(cell), width, 9, bold);
        const font = bold ? this.bold : this.font;
        const left = columns[i]!.align === 'right' ? x + width - font.widthOfTextAtSize(text, 9) : x;
        this.draw(text, left, 9, bold);
        x += widths[i]!;
      });
      this.y -= 14;
    };
    row(columns.map((c) => c.label), true);
    if (rows.length === 0) row(['(none)'], false);
    for (const cells of rows) row(cells, false);
    this.y -= 6;
  }

  gap(points: number): void {
    this.y -= points;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}

import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import type { Db } from '../../server/store/db';
import { tripApprovals, tripItems, trips } from '../../server/store/schema';
import type { TripStatus } from '../../src/domain/trip-lifecycle-types';

/**
 * Trips for the trip-actions tests, written straight to the tables (the create operation belongs
 * to trip-core and has its own tests); ids from 790001 on stay clear of the trip id sequence.
 */
let nextId = 790_000;

export interface TripSeed {
  corporateId?: string;
  traveller?: string;
  createdBy?: string;
  status?: TripStatus;
  fromDate?: string;
  toDate?: string;
  domInt?: string;
  destinationCountries?: string[];
  imprestPaise?: number;
  imprestCurrency?: string;
  approvalMode?: 'before' | 'after' | 'notify';
}

export async function insertTrip(db: Db, seed: TripSeed = {}): Promise<string> {
  const id = String(++nextId);
  const traveller = seed.traveller ?? '20001';
  const now = new Date('2030-01-01T00:00:00Z');
  await db.insert(trips).values({
    id,
    corporateId: seed.corporateId ?? '1001',
    travellerProfileId: traveller,
    createdByProfileId: seed.createdBy ?? traveller,
    createdBy: 'Rahul Verma',
    tripName: `Trip ${id}`,
    origin: 'Mumbai',
    destination: seed.domInt === 'international' ? 'Singapore' : 'Bengaluru',
    destinationCountries: seed.destinationCountries ?? (seed.domInt === 'international' ? ['SG'] : ['IN']),
    fromDate: seed.fromDate ?? '2030-03-10',
    toDate: seed.toDate ?? '2030-03-12',
    status: seed.status ?? 'pending',
    domInt: seed.domInt ?? '',
    tripPurpose: 'Client visit – Q1 review',
    imprestRequired: (seed.imprestPaise ?? 0) > 0,
    imprestAmountRequestedPaise: seed.imprestPaise ?? 0,
    imprestCurrency: seed.imprestCurrency ?? 'USD',
    approvalMode: seed.approvalMode ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export async function insertItem(db: Db, tripId: string, item: { corporateId?: string; status?: string; txid?: string; paise?: number; itemType?: string } = {}) {
  const id = `item-${tripId}-${Math.random().toString(36).slice(2, 8)}`;
  await db.insert(tripItems).values({
    id,
    tripId,
    corporateId: item.corporateId ?? '1001',
    itemType: item.itemType ?? 'flight',
    totalAmountPaise: item.paise ?? 1_234_550,
    status: item.status ?? 'active',
    txid: item.txid ?? '',
    supplier: 'IndiGo',
    addedBy: '20001',
    addedAt: new Date('2030-01-02T00:00:00Z'),
  });
  return id;
}

export async function insertApproval(db: Db, tripId: string, approver: string, status: 'approved' | 'pending' | 'rejected' = 'approved'): Promise<string> {
  const [row] = await db
    .insert(tripApprovals)
    .values({ tripId, corporateId: '1001', level: 1, approverProfileId: approver, status, createdAt: new Date('2030-01-02T00:00:00Z') })
    .returning({ id: tripApprovals.id });
  return String(row!.id);
}

/** A multipart body with one file (and optional fields), as a browser's FormData sends it. */
export function multipart(file: { name: string; bytes: Buffer; type?: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----trip-actions-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small files whose first bytes are what their extension promises. */
export const SAMPLES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(24)]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  tif: Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00]), Buffer.alloc(24)]),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml....word/document.xml')]),
  xlsx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml....xl/workbook.xml')]),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64), Buffer.from('WordDocument', 'utf16le')]),
  xls: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64), Buffer.from('Workbook', 'utf16le')]),
};

/**
 * The text a PDF draws: every page's content streams inflated, the hex strings pdf-lib writes for
 * the standard fonts decoded. Enough to check that a trip id or an amount is on the page.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents ? ('asArray' in contents ? contents.asArray() : [contents]) : [];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

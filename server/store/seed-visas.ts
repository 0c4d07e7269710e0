import { createHash } from 'node:crypto';
import type { Tx } from './db';
import { passports, uploadedFiles, visas } from './schema';

/** traveller@acme.test: one passport and one visa waiting for a travel admin (docs/features/visas.md). */
const TRAVELLER = { corporateId: '1001', profileId: '20001' };
const SCAN_ID = 'fdemo-visa-scan-gb';
const SCAN_TEXT = 'Demo visa scan: United Kingdom, Business, GB7788990';

/** A one-page PDF that says what it is, so the admin's "Open scan" shows something real. */
function demoScanPdf(): Buffer {
  const content = `BT /F1 16 Tf 24 120 Td (${SCAN_TEXT}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 560 260] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Numbers and the scan go in clear; the start-up pass seals them (server/crypto/encrypt-existing.ts). */
export async function seedVisas(tx: Tx, now: Date): Promise<void> {
  const stamp = { ...TRAVELLER, createdAt: now, updatedAt: now };
  const scan = demoScanPdf();
  await tx.insert(uploadedFiles).values({
    id: SCAN_ID,
    ...TRAVELLER,
    name: 'uk-visa.pdf',
    mime: 'application/pdf',
    size: scan.length,
    sha256: createHash('sha256').update(scan).digest('hex'),
    data: scan,
    createdAt: now,
  });
  const [passport] = await tx
    .insert(passports)
    .values({ ...stamp, passportNumber: 'Z1234567', issuingCountry: 'IN', nationality: 'IN', issueDate: '2021-06-01', expiryDate: '2031-05-31', placeOfIssue: 'Bengaluru' })
    .returning({ id: passports.id });
  await tx.insert(visas).values({
    ...stamp,
    country: 'GB',
    visaType: 'Business',
    visaNumber: 'GB7788990',
    entries: 'multiple',
    validFrom: '2026-01-01',
    validTo: '2030-12-31',
    passportId: passport!.id,
    scanFileId: SCAN_ID,
    status: 'pending',
  });
}

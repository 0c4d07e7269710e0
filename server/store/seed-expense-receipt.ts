import { crc32, deflateSync } from 'node:zlib';

/*
 * The demo expense lines' receipt photos (seed-expenses.ts): a small greyscale PNG drawn in code, a
 * till slip with a heading, item rows and a total, so the demo ships no image file. Each `variant`
 * draws rows of other lengths: every receipt has its own bytes, so the look-alike check (the same
 * sha256 on two claims) does not flag the demo's own lines.
 */

const WIDTH = 48;
const HEIGHT = 72;
const PAPER = 0xff;
const INK = 0x40;

/** The dark spans [from, to) of pixel row `y`. */
function inkOf(y: number, variant: number): [number, number][] {
  if (y >= 4 && y < 7) return [[10, 38]];
  if (y >= 14 && y < 48 && (y - 14) % 6 < 2) {
    const k = Math.floor((y - 14) / 6);
    return [[4, 14 + ((k * 7 + variant * 5) % 16)], [36 - ((k + variant) % 3) * 2, 44]];
  }
  if (y === 52) return Array.from({ length: 20 }, (_, i): [number, number] => [4 + i * 2, 5 + i * 2]);
  if (y >= 56 && y < 59) return [[4, 18], [30 - (variant % 4) * 2, 44]];
  return [];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function demoReceiptPng(variant: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const rows = Array.from({ length: HEIGHT }, (_, y) => {
    const row = Buffer.alloc(1 + WIDTH, PAPER);
    row[0] = 0; // the row's filter: none
    for (const [from, to] of inkOf(y, variant)) row.fill(INK, 1 + from, 1 + to);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

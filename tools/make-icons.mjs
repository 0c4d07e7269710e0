// Draws the app icons into public/: a dark-blue tile with a white plane. Run: node tools/make-icons.mjs
// Uses only node:zlib (PNG chunks written by hand), so no image package or binary is needed, and the
// output is byte-for-byte reproducible. The PNGs are committed; rerun this after changing the mark.
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
// The spec's primary dark blue: BRAND_COLOR in src/theme.ts, THEME_COLOR in src/pwa/manifest.ts.
const TILE = [0x15, 0x3a, 0x8f];
const MARK = [0xff, 0xff, 0xff];

// The plane, pointing up, in units where the icon spans -1..1; drawn turned 45° to fly up-right.
const FUSELAGE = { from: [0, -0.78], to: [0, 0.62], radius: 0.1 };
const WINGS = [
  [-0.1, -0.12],
  [0.1, -0.12],
  [0.85, 0.22],
  [0.85, 0.34],
  [0.1, 0.16],
  [-0.1, 0.16],
  [-0.85, 0.34],
  [-0.85, 0.22],
];
const TAIL = [
  [-0.07, 0.48],
  [0.07, 0.48],
  [0.36, 0.7],
  [0.36, 0.8],
  [0.07, 0.72],
  [-0.07, 0.72],
  [-0.36, 0.8],
  [-0.36, 0.7],
];
const TURN = Math.PI / 4;
// Turned, the plane's outline sits low-left of its own origin; this shift centres it on the tile.
const SHIFT = [0.06, -0.06];

function insidePolygon([x, y], polygon) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideCapsule([x, y], { from, to, radius }) {
  const [ax, ay] = from;
  const [bx, by] = to;
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  return (x - ax - t * (bx - ax)) ** 2 + (y - ay - t * (by - ay)) ** 2 <= radius ** 2;
}

/** Is the point (icon units) on the plane drawn at `scale`? */
function onPlane([x, y], scale) {
  // Undo the shift, the turn and the scale, then test the upright plane.
  const [ux, uy] = [x - SHIFT[0], y - SHIFT[1]];
  const c = Math.cos(-TURN);
  const s = Math.sin(-TURN);
  const p = [(ux * c - uy * s) / scale, (ux * s + uy * c) / scale];
  return insideCapsule(p, FUSELAGE) || insidePolygon(p, WINGS) || insidePolygon(p, TAIL);
}

function insideRoundedSquare([x, y], cornerRadius) {
  const dx = Math.max(Math.abs(x) - (1 - cornerRadius), 0);
  const dy = Math.max(Math.abs(y) - (1 - cornerRadius), 0);
  return dx * dx + dy * dy <= cornerRadius * cornerRadius;
}

/**
 * Renders one icon as RGBA rows, 4x4 supersampled for smooth edges.
 * `cornerRadius` 0 fills the square (maskable, Apple: the platform cuts its own shape).
 */
function render(size, { planeScale, cornerRadius }) {
  const SAMPLES = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tileHits = 0;
      let markHits = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const p = [((px + (sx + 0.5) / SAMPLES) / size) * 2 - 1, ((py + (sy + 0.5) / SAMPLES) / size) * 2 - 1];
          if (cornerRadius > 0 && !insideRoundedSquare(p, cornerRadius)) continue;
          tileHits++;
          if (onPlane(p, planeScale)) markHits++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const markShare = tileHits ? markHits / tileHits : 0;
      const o = (py * size + px) * 4;
      for (let ch = 0; ch < 3; ch++) rgba[o + ch] = Math.round(TILE[ch] + (MARK[ch] - TILE[ch]) * markShare);
      rgba[o + 3] = Math.round((255 * tileHits) / total);
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each row starts with filter type 0 (none); deflate does the compressing.
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An .ico holding PNG images (supported by every browser that reads favicon.ico). */
function encodeIco(pngsBySize) {
  const entries = [...pngsBySize];
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(entries.length, 4);
  let offset = 6 + 16 * entries.length;
  const directory = entries.map(([size, png]) => {
    const entry = Buffer.alloc(16);
    entry[0] = size; // sizes below 256 fit the byte
    entry[1] = size;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...directory, ...entries.map(([, png]) => png)]);
}

function svgIcon() {
  const hex = (rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const points = (polygon) => polygon.map(([x, y]) => `${x},${y}`).join(' ');
  const { from, to, radius } = FUSELAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 2 2">
  <rect x="-1" y="-1" width="2" height="2" rx="${ANY.cornerRadius}" fill="${hex(TILE)}"/>
  <g fill="${hex(MARK)}" transform="translate(${SHIFT[0]} ${SHIFT[1]}) rotate(45) scale(${ANY.planeScale})">
    <line x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}" stroke="${hex(MARK)}" stroke-width="${radius * 2}" stroke-linecap="round"/>
    <polygon points="${points(WINGS)}"/>
    <polygon points="${points(TAIL)}"/>
  </g>
</svg>
`;
}

const ANY = { planeScale: 0.62, cornerRadius: 0.22 };
// Maskable: full bleed, the mark well inside the 80% safe circle. Apple rounds the corners itself.
const FULL_BLEED = { planeScale: 0.6, cornerRadius: 0 };

const png = (size, style) => encodePng(size, render(size, style));
const outputs = {
  'icon-192.png': png(192, ANY),
  'icon-512.png': png(512, ANY),
  'icon-maskable-512.png': png(512, FULL_BLEED),
  'apple-touch-icon.png': png(180, FULL_BLEED),
  'favicon.ico': encodeIco([16, 32, 48].map((size) => [size, png(size, ANY)])),
  'favicon.svg': svgIcon(),
};
for (const [name, data] of Object.entries(outputs)) {
  writeFileSync(PUBLIC_DIR + name, data);
  console.log(`public/${name}  ${data.length} bytes`);
}

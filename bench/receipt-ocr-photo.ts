/*
 * How the receipt bench photographs a receipt, in the page (bench/receipt-ocr.bench.ts): a paper
 * slip with the receipt's lines on a darker table, turned, foreshortened, lit unevenly, blurred,
 * with sensor noise, saved as a JPEG. The function runs in Chromium through page.evaluate, so it
 * uses nothing from outside its own body.
 */

/** How one photo looks: what a phone camera does to a receipt. */
export interface PhotoLook {
  /** The photo's size: a 12-megapixel phone photo (3000×4000) or a small one (1200×1600). */
  width: number;
  height: number;
  /** A CSS font family list: proportional or monospace. */
  font: string;
  /** Text height in pixels on the photo. */
  size: number;
  /** The turn of the slip on the table, degrees, clockwise. */
  turn: number;
  /** The slip's height seen at an angle, as a share of its width's scale (1: straight above). */
  foreshortening?: number;
  /** A shadow across the slip, from the darkest corner to none. */
  shadow?: boolean;
  /** Camera shake or focus: a 1.5 px blur over the whole photo. */
  blur?: boolean;
  /** Thermal paper gone pale: grey ink of uneven strength. */
  faded?: boolean;
  /** JPEG quality, 0.6–0.9. */
  quality: number;
}

/**
 * Draws the photo, keeps it on window.photo for the reads, and returns its size in bytes. The noise
 * and the fading come from a generator started at `seed`, so every run reads the same photos.
 */
export async function drawPhoto({ lines, look, seed }: { lines: string[]; look: PhotoLook; seed: number }): Promise<number> {
  let state = seed;
  // mulberry32: small, fast, and good enough for noise.
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const canvas = new OffscreenCanvas(look.width, look.height);
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#6b5a48';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.font = `${look.size}px ${look.font}`;
  const lineHeight = Math.round(look.size * 1.7);
  const margin = look.size * 1.5;
  const paperWidth = Math.max(...lines.map((line) => g.measureText(line).width)) + 2 * margin;
  const paperHeight = lines.length * lineHeight + 2 * margin;
  if (paperWidth > look.width * 0.96 || paperHeight * (look.foreshortening ?? 1) > look.height * 0.96) {
    throw new Error(`the slip (${paperWidth.toFixed(0)}×${paperHeight.toFixed(0)}) does not fit the ${look.width}×${look.height} photo`);
  }
  g.translate(look.width / 2, look.height / 2);
  g.rotate((look.turn * Math.PI) / 180);
  g.scale(1, look.foreshortening ?? 1);
  g.fillStyle = look.faded ? '#f6f3ec' : '#f4f1ea';
  g.fillRect(-paperWidth / 2, -paperHeight / 2, paperWidth, paperHeight);
  lines.forEach((line, i) => {
    // Thermal print fades line by line as the head and the paper wear.
    g.fillStyle = look.faded ? `rgba(95, 95, 100, ${0.45 + 0.3 * random()})` : '#222';
    g.fillText(line, -paperWidth / 2 + margin, -paperHeight / 2 + margin + (i + 0.8) * lineHeight);
  });
  g.setTransform(1, 0, 0, 1, 0, 0);
  if (look.shadow) {
    const shade = g.createLinearGradient(0, 0, look.width, look.height);
    shade.addColorStop(0, 'rgba(0, 0, 0, 0.5)');
    shade.addColorStop(0.6, 'rgba(0, 0, 0, 0.1)');
    shade.addColorStop(1, 'rgba(0, 0, 0, 0)');
    g.fillStyle = shade;
    g.fillRect(0, 0, look.width, look.height);
  }
  let photo = canvas;
  if (look.blur) {
    photo = new OffscreenCanvas(look.width, look.height);
    const blurred = photo.getContext('2d')!;
    blurred.filter = 'blur(1.5px)';
    blurred.drawImage(canvas, 0, 0);
  }
  // Sensor noise, so the JPEG is as busy as a photo's.
  const p = photo.getContext('2d')!;
  const pixels = p.getImageData(0, 0, look.width, look.height);
  for (let i = 0; i < pixels.data.length; i += 4) {
    const n = (random() - 0.5) * 24;
    for (let c = 0; c < 3; c++) pixels.data[i + c] = pixels.data[i + c]! + n;
  }
  p.putImageData(pixels, 0, 0);
  const blob = await photo.convertToBlob({ type: 'image/jpeg', quality: look.quality });
  (window as unknown as { photo: Blob }).photo = blob;
  return blob.size;
}

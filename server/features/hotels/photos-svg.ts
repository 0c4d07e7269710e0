/*
 * A hotel photo's placeholder (docs/features/hotels.md "Photos"): a flat illustration drawn from
 * the photo's colour and seed alone, so the same photo always looks the same and nothing is
 * fetched. Outside views (exterior, view) show a building under the sky; inside ones a room with a
 * bed and a window. The seed varies floors, windows and furniture.
 */

export interface PhotoLook {
  kind: string;
  /** '#rrggbb' */
  colour: string;
  seed: number;
}

const WIDTH = 640;
const HEIGHT = 400;

/** A small deterministic sequence from the seed (xorshift32): the same seed draws the same picture. */
function drawsOf(seed: number) {
  let state = seed >>> 0 || 1;
  return (min: number, max: number) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return min + (state % (max - min + 1));
  };
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

function building(colour: string, draw: (min: number, max: number) => number): string {
  const floors = draw(3, 9);
  const columns = draw(3, 7);
  const width = columns * 44 + 28;
  const height = floors * 30 + 30;
  const x = (WIDTH - width) / 2;
  const ground = 330;
  const y = ground - height;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++)
    for (let c = 0; c < columns; c++) {
      const lit = draw(0, 3) === 0 ? '#fff3c4' : '#dfe9f3';
      windows.push(rect(x + 20 + c * 44, y + 16 + f * 30, 26, 18, lit));
    }
  return [
    rect(0, 0, WIDTH, ground, '#cfe3f1'),
    `<circle cx="${draw(60, 580)}" cy="${draw(40, 90)}" r="26" fill="#fbe7a1"/>`,
    rect(0, ground, WIDTH, HEIGHT - ground, '#8fae7e'),
    rect(x, y, width, height, colour),
    ...windows,
    rect(WIDTH / 2 - 22, ground - 40, 44, 40, '#4a3b30'),
  ].join('');
}

function room(colour: string, draw: (min: number, max: number) => number): string {
  const floorY = 280;
  const bedX = draw(80, 300);
  const windowX = draw(380, 480);
  return [
    rect(0, 0, WIDTH, floorY, colour),
    rect(0, floorY, WIDTH, HEIGHT - floorY, '#b9a58c'),
    rect(windowX, 60, 140, 110, '#dcecf7', ' stroke="#ffffff" stroke-width="8"'),
    rect(bedX, 210, 240, 90, '#f4f1ea', ' rx="10"'),
    rect(bedX, 180, 20, 120, '#6b4f3a'),
    rect(bedX + 30, 196, 70, 26, '#ffffff', ' rx="8"'),
    rect(bedX + 110, 196, 70, 26, '#ffffff', ' rx="8"'),
    `<circle cx="${bedX + 290}" cy="${draw(150, 190)}" r="18" fill="#fbe7a1"/>`,
  ].join('');
}

const OUTSIDE = new Set(['exterior', 'view']);

export function photoSvg(look: PhotoLook): string {
  const draw = drawsOf(look.seed);
  const body = OUTSIDE.has(look.kind) ? building(look.colour, draw) : room(look.colour, draw);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${look.kind}">${body}</svg>`;
}

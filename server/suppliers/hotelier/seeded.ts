/*
 * The sandbox's only source of "randomness" (docs/sandbox-hotels.md): a 32-bit hash of a text and a
 * small generator seeded by it, so the same city, hotel or night gives the same draws on every
 * machine and database. Integer arithmetic only, so no platform rounding changes an answer.
 */

/** FNV-1a over the text: a 32-bit unsigned hash. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A number in [0, 1) fixed by the text. */
export const unitOf = (text: string): number => hash32(text) / 4294967296;

/** A stream of draws (mulberry32) seeded by a text: the catalogue of a city draws from one. */
export class Draws {
  private state: number;

  constructor(seed: string) {
    this.state = hash32(seed);
  }

  /** The next number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number from min to max inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of `items` with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0);
    let draw = this.next() * total;
    for (const item of items) {
      draw -= weightOf(item);
      if (draw < 0) return item;
    }
    return items[items.length - 1]!;
  }
}

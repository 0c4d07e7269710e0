/** A clock the tests move by hand; buildApp takes its `now`. */
export class TestClock {
  private ms: number;

  constructor(start = Date.parse('2026-03-01T09:00:00Z')) {
    this.ms = start;
  }

  readonly now = (): Date => new Date(this.ms);

  advance(ms: number): void {
    this.ms += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

import { describe, expect, it } from 'vitest';
import { type IcsFlight, buildIcs, escapeIcsText, foldIcsLine } from './ics';

const NOW = new Date('2026-03-01T09:30:05Z');

const onward: IcsFlight = {
  uid: 'TX1-1-0@voyage',
  flight: '6E 123',
  from: { code: 'DEL', name: 'Indira Gandhi International Airport', date: '2026-03-20', time: '18:00' },
  to: { code: 'BOM', name: 'Chhatrapati Shivaji Maharaj International Airport', date: '2026-03-20', time: '20:10' },
  description: 'PNR: AB12CD\nBooking reference: TX1',
};

/** Unfolds (RFC 5545 3.1) and splits into content lines. */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts octets, not characters, and never splits a UTF-8 character', () => {
    const folded = foldIcsLine(`SUMMARY:${'→'.repeat(40)}`);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'→'.repeat(40)}`);
    // 8 ASCII octets + 22 arrows of 3 octets = 74; a 23rd would make 77.
    expect(folded.split('\r\n')[0]).toBe(`SUMMARY:${'→'.repeat(22)}`);
  });
});

describe('buildIcs', () => {
  it('is a VCALENDAR with CRLF line ends and one VEVENT per segment', () => {
    const ret: IcsFlight = {
      ...onward,
      uid: 'TX1-2-0@voyage',
      flight: 'AI 680',
      from: { ...onward.to, date: '2026-03-25', time: '07:00' },
      to: { ...onward.from, date: '2026-03-25', time: '09:15' },
    };
    const ics = buildIcs([onward, ret], NOW);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = contentLines(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:TX1-1-0@voyage');
    expect(lines).toContain('UID:TX1-2-0@voyage');
    expect(lines).toContain('SUMMARY:Flight 6E 123 DEL → BOM');
    expect(lines).toContain('SUMMARY:Flight AI 680 BOM → DEL');
    expect(lines.filter((l) => l === 'DTSTAMP:20260301T093005Z')).toHaveLength(2);
  });

  it('keeps local times floating when the airports have no time zone', () => {
    const lines = contentLines(buildIcs([onward], NOW));
    expect(lines).toContain('DTSTART:20260320T180000');
    expect(lines).toContain('DTEND:20260320T201000');
  });

  it('turns local times into UTC with the airports time zones, daylight saving included', () => {
    const london: IcsFlight = {
      ...onward,
      from: { ...onward.from, timeZone: 'Asia/Kolkata', date: '2026-03-30', time: '02:15' },
      // London is on summer time (UTC+1) from 29 March 2026.
      to: { code: 'LHR', name: 'Heathrow', date: '2026-03-30', time: '07:30', timeZone: 'Europe/London' },
    };
    const lines = contentLines(buildIcs([london], NOW));
    expect(lines).toContain('DTSTART:20260329T204500Z');
    expect(lines).toContain('DTEND:20260330T063000Z');
    const winter = contentLines(buildIcs([{ ...london, to: { ...london.to, date: '2026-03-28' } }], NOW));
    expect(winter).toContain('DTEND:20260328T073000Z');
  });

  it('escapes the location and description and folds long lines', () => {
    const ics = buildIcs([onward], NOW);
    const lines = contentLines(ics);
    expect(lines).toContain(
      'LOCATION:Indira Gandhi International Airport (DEL) → Chhatrapati Shivaji Maharaj International Airport (BOM)',
    );
    expect(lines).toContain('DESCRIPTION:PNR: AB12CD\\nBooking reference: TX1');
    const encoder = new TextEncoder();
    for (const raw of ics.split('\r\n')) expect(encoder.encode(raw).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
  });
});

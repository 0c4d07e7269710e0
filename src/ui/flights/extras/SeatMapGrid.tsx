/*
 * A seat map: rows of seat toggle buttons with gaps where the aisles run, and a legend. Built for a
 * 180+-seat widebody: rows are memoised and take only strings and stable objects, and the grid
 * listens for clicks once (event delegation), so choosing a seat re-renders the rows whose seats
 * changed hands and nothing else.
 */
import { Group, Text } from '@mantine/core';
import { memo, useMemo, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { SeatMap } from '../../../contract/flights/extras';
import { parseMinorUnits } from '../../../domain/money';
import { seatName } from './extras-model';

type SeatState = 'free' | 'paid' | 'taken' | 'mine' | 'other';

const base: CSSProperties = {
  width: '2rem',
  height: '2rem',
  borderRadius: 6,
  fontSize: 11,
  // Longhands only: a state changing borderColor next to a `border` shorthand upsets React's style diffing.
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: 'var(--mantine-color-gray-5)',
  color: 'var(--mantine-color-black)',
  padding: 0,
  cursor: 'pointer',
};
const STYLES: Record<SeatState, CSSProperties> = {
  free: { ...base, background: 'var(--mantine-color-green-1)' },
  paid: { ...base, background: 'var(--mantine-color-blue-1)' },
  taken: {
    ...base,
    background: 'var(--mantine-color-gray-3)',
    color: 'var(--mantine-color-gray-6)',
    cursor: 'not-allowed',
  },
  mine: {
    ...base,
    background: 'var(--mantine-color-blue-7)',
    color: 'white',
    borderColor: 'var(--mantine-color-blue-9)',
  },
  other: { ...base, background: 'var(--mantine-color-orange-2)', cursor: 'not-allowed' },
};
const LEGEND: [SeatState, string][] = [
  ['free', 'Free'],
  ['paid', 'Paid'],
  ['mine', 'Your choice'],
  ['other', 'Another traveller'],
  ['taken', 'Taken'],
];
const AISLE: CSSProperties = { width: '1rem' };
const ROW: CSSProperties = { display: 'flex', gap: 4, alignItems: 'center' };
const ROW_NUMBER: CSSProperties = { width: '2.5rem', fontSize: 12, textAlign: 'right', paddingRight: 4 };

interface SeatRowProps {
  row: SeatMap['rows'][number];
  columns: readonly string[];
  /** 'seatno=me' or 'seatno=<traveller index>' per chosen seat of this row, ';'-joined: a string so memo compares cheaply. */
  held: string;
  labels: readonly string[];
}

const SeatRow = memo(function SeatRow({ row, columns, held, labels }: SeatRowProps) {
  const holders = new Map(held ? held.split(';').map((h) => h.split('=') as [string, string]) : []);
  return (
    <div style={ROW} role="group" aria-label={`Row ${row.row}${row.exitrow ? ', exit row' : ''}`}>
      <span style={ROW_NUMBER} aria-hidden>
        {row.exitrow ? '⇦ ' : ''}
        {row.row}
      </span>
      {columns.map((col, i) => {
        if (!col) return <span key={`aisle-${i}`} style={AISLE} />;
        const seat = row.seats.find((s) => s.seatno === `${row.row}${col}`);
        if (!seat) return <span key={col} style={{ width: '2rem' }} />;
        const holder = holders.get(seat.seatno);
        const other = holder !== undefined && holder !== 'me' ? (labels[Number(holder)] ?? '') : undefined;
        const state: SeatState = !seat.available
          ? 'taken'
          : holder === 'me'
            ? 'mine'
            : other !== undefined
              ? 'other'
              : parseMinorUnits(seat.amount) === 0n
                ? 'free'
                : 'paid';
        const name = seatName(seat, other);
        return (
          <button
            key={col}
            type="button"
            data-seat={seat.seatno}
            data-col={col}
            style={STYLES[state]}
            aria-pressed={state === 'mine'}
            aria-label={name}
            disabled={state === 'taken' || state === 'other'}
            title={name}
          >
            {col}
          </button>
        );
      })}
    </div>
  );
});

const seatsOf = (row: Element | null | undefined) => [
  ...(row?.querySelectorAll<HTMLButtonElement>('button[data-seat]') ?? []),
];

/**
 * Arrow keys walk the map (left/right along a row, up/down the same column) so a keyboard user
 * need not tab through 180 seats; disabled seats (taken, another traveller's) cannot take focus and are skipped.
 */
function neighbour(from: HTMLElement, key: string): HTMLButtonElement | undefined {
  const seat = from.closest<HTMLButtonElement>('button[data-seat]');
  const row = seat?.parentElement;
  if (!seat || !row) return undefined;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const seats = seatsOf(row);
    const i = seats.indexOf(seat);
    return key === 'ArrowLeft'
      ? seats
          .slice(0, i)
          .reverse()
          .find((s) => !s.disabled)
      : seats.slice(i + 1).find((s) => !s.disabled);
  }
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return undefined;
  const step = (r: Element) => (key === 'ArrowUp' ? r.previousElementSibling : r.nextElementSibling);
  for (let r = step(row); r; r = step(r)) {
    const same = seatsOf(r).find((s) => s.dataset.col === seat.dataset.col && !s.disabled);
    if (same) return same;
  }
  return undefined;
}

export interface SeatMapGridProps {
  map: SeatMap;
  /** Chosen seats of this segment: seat number → traveller index. */
  holders: ReadonlyMap<string, number>;
  /** The traveller now choosing. */
  active: number;
  labels: readonly string[];
  onSeat: (seatno: string) => void;
}

export function SeatMapGrid({ map, holders, active, labels, onSeat }: SeatMapGridProps) {
  const heldByRow = useMemo(() => {
    const byRow = new Map<number, string[]>();
    for (const [seatno, pax] of holders) {
      const row = Number.parseInt(seatno, 10);
      byRow.set(row, [...(byRow.get(row) ?? []), `${seatno}=${pax === active ? 'me' : pax}`]);
    }
    return byRow;
  }, [holders, active]);

  const arrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = neighbour(event.target as HTMLElement, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  const click = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-seat]');
    if (button && !button.disabled && button.dataset.seat) onSeat(button.dataset.seat);
  };

  return (
    <div>
      <Group gap="sm" mb="xs" aria-label="Seat legend" role="list">
        {LEGEND.map(([state, text]) => (
          <Group key={state} gap={4} role="listitem">
            <span
              style={{ ...STYLES[state], display: 'inline-block', width: '1rem', height: '1rem', cursor: 'default' }}
            />
            <Text size="xs">{text}</Text>
          </Group>
        ))}
        <Text size="xs">⇦ Exit row</Text>
      </Group>
      <Text size="xs" c="dimmed" mb={4}>
        {map.equipment ? `Aircraft ${map.equipment} · ` : ''}front of the aircraft
      </Text>
      <div
        role="group"
        aria-label={`Seat map ${map.origin} → ${map.destination}`}
        onClick={click}
        onKeyDown={arrows}
        style={{ display: 'flex', flexDirection: 'column', gap: 4, overflowX: 'auto' }}
      >
        {map.rows.map((row) => (
          <SeatRow
            key={row.row}
            row={row}
            columns={map.columns}
            held={(heldByRow.get(row.row) ?? []).join(';')}
            labels={labels}
          />
        ))}
      </div>
    </div>
  );
}

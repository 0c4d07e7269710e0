import type { PhoneBarItem } from '../../domain/phone-menus';

/*
 * The bottom bar's icons, drawn inline like the header bell (the app carries no icon set). Each is
 * decoration: the label under it names the tab.
 */
const PATHS: Record<PhoneBarItem['id'] | 'more', string[]> = {
  home: ['M3 10.5 12 3l9 7.5', 'M5 9.5V21h14V9.5', 'M10 21v-6h4v6'],
  trips: ['M4 7h16v13H4z', 'M9 7V4h6v3', 'M4 12h16'],
  approvals: ['M9 11l3 3 8-8', 'M20 12v7a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h11'],
  bookings: ['M4 5h16v4a2 2 0 0 0 0 6v4H4v-4a2 2 0 0 0 0-6z', 'M14 5v14'],
  book: ['M2 16l20-7-3-2-6 2-6-4-2 1 4 5-4 1-2-1-1 1z', 'M3 21h18'],
  more: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
};

export function PhoneNavIcon({ id }: { id: PhoneBarItem['id'] | 'more' }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      {PATHS[id].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

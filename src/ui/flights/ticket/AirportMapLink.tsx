import { Anchor } from '@mantine/core';

/** Google Maps' search link (a URL any phone opens in its maps app). */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The airport's name on the e-ticket, opening it in maps in a new tab. The ticket has no city, so
 * the code goes with the name to pick the right airport.
 */
export function AirportMapLink({ code, fullname }: { code: string; fullname: string }) {
  const name = fullname.trim() || code;
  return (
    <Anchor
      size="sm"
      href={mapsSearchUrl(fullname.trim() ? `${name} (${code})` : `${code} airport`)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open ${name} in maps`}
    >
      {name}
    </Anchor>
  );
}

import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import { encodePrefill, prefillForTrip } from '../../../domain/insurance-prefill';
import { formatDateRange } from '../../../domain/format';
import { useAirportCountries } from '../../shared/airport-countries';

/** A paid booking someone will travel on (being ticketed or ticketed): insuring a cancelled one makes no sense. */
const TRAVELLING = new Set(['pending', 'ticketed']);

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'within India' or 'to Singapore, Japan': where the cover must reach. */
const whereTo = (countries: string[]) =>
  countries.length === 0 ? 'within India' : `to ${countries.map((c) => REGION_NAMES.of(c) ?? c).join(', ')}`;

/**
 * 'Insure this trip' (docs/features/flights-booking.md): travel insurance was reachable only by
 * typing /insurance, and the e-ticket is where a traveller thinks of it. The link carries the
 * flight's dates, travellers and the category its airports' countries call for to the insurance
 * search (src/domain/insurance-prefill.ts).
 */
export function InsureTripCard({ invoice }: { invoice: FlightInvoice }) {
  const sectors = invoice.sectorRecords;
  // Every airport of the route: its countries make the cover domestic or international and pick the category.
  const countries = useAirportCountries(sectors.flatMap((s) => [s.origin, s.destination]));
  if (!TRAVELLING.has(invoice.flightRecord.booking_status.trim().toLowerCase())) return null;
  const travellers = new Set(invoice.passengerRecords.map((p) => p.paxid)).size;
  const prefill = prefillForTrip(sectors[0]?.jdate ?? '', sectors.at(-1)?.arrdate ?? '', travellers, countries ?? []);
  if (!prefill) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="insure-trip-title" data-print-hide="">
      <Stack gap="xs">
        <Title order={2} size="h4" id="insure-trip-title">
          Insure this trip
        </Title>
        <Text size="sm">
          Travel insurance for {formatDateRange(prefill.startdate, prefill.enddate)} for {prefill.noofpax}{' '}
          {prefill.noofpax === 1 ? 'traveller' : 'travellers'}
          {prefill.category && `, ${whereTo(prefill.category.countries)}`}.
        </Text>
        <Anchor renderRoot={(props) => <Link {...props} to="/insurance" search={{ trip: encodePrefill(prefill) }} />}>
          See insurance plans for this trip
        </Anchor>
      </Stack>
    </Paper>
  );
}

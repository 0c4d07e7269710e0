import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ProfileMaster } from '../../../contract/login';
import type { RepricedFare } from '../../../contract/flights/booking';
import { arrivalDayLabel } from '../../../domain/arrival-day-offset';
import { baggageText } from '../../../domain/baggage';
import { cabinName } from '../../../domain/display-names';
import type { FlightSegment } from '../../../domain/flight-offer';
import { formatDateWithWeekday, formatTime } from '../../../domain/format';
import { parseMinorUnits } from '../../../domain/money';
import { AirlineLogo } from '../airline-logo';
import { durationText } from '../results/offer-format';
import { Money } from '../../components/Money';
import { PolicyBadge } from '../../components/PolicyBadge';
import { BookSection } from './BookSection';

/* 'Flight Summary': each chosen fare as REPRICE answered it, its segments, baggage and policy verdict. */

function SegmentLine({ s }: { s: FlightSegment }) {
  const nextDay = arrivalDayLabel(s.departure, s.arrival);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      aria-label={`${s.carriername} ${s.carrier} ${s.flightnumber}, ${s.origin} to ${s.destination}`}
    >
      <AirlineLogo code={s.carrier} name={s.carriername} size={28} />
      <Stack gap={0}>
        <Text fw={600}>
          {s.origin} {formatTime(s.departure)} → {s.destination} {formatTime(s.arrival)}
          {nextDay && (
            <Text span size="xs" fw={700} c="red.9" ml={4} aria-label={`arrives ${nextDay} day`}>
              {nextDay}
            </Text>
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateWithWeekday(s.departure)} · {s.carriername} {s.carrier} {s.flightnumber} ·{' '}
          {durationText(s.duration)}
          {s.layover > 0 ? ` · ${durationText(s.layover)} layover in ${s.destinationcity}` : ''}
        </Text>
      </Stack>
    </Group>
  );
}

function FareBlock({ fare, user }: { fare: RepricedFare; user: ProfileMaster }) {
  const chosen = fare.offer.fares[0];
  return (
    <Stack
      gap="xs"
      component="article"
      aria-label={`Flight ${fare.offer.segments[0]?.origin ?? ''} to ${fare.offer.segments.at(-1)?.destination ?? ''}`}
    >
      {fare.offer.segments.map((s) => (
        <SegmentLine key={`${s.tripnumber}-${s.carrier}${s.flightnumber}-${s.departure}`} s={s} />
      ))}
      {chosen && (
        <Group gap="md">
          <Text size="sm">
            {chosen.productname} · {cabinName(chosen.cabin)} ·{' '}
            {chosen.refundable === 'Y' ? 'Refundable' : 'Non-refundable'}
          </Text>
          <Text size="sm">
            Baggage: check-in {chosen.baggage.checkin || '0 KG'}, cabin {chosen.baggage.cabin || '0 KG'} (
            {baggageText(chosen.baggage.checkin)})
          </Text>
          <Text size="sm" fw={600}>
            Fare: <Money minor={parseMinorUnits(chosen.totalfare)} currency={chosen.currency} />
          </Text>
        </Group>
      )}
      <Group gap="xs">
        <PolicyBadge inPolicy={fare.inpolicy} violationReason={fare.policyviolationreason} user={user} />
        {!fare.inpolicy && fare.policyviolationreason && (
          <Text size="sm" c="red.9">
            {fare.policyviolationreason}
          </Text>
        )}
        {fare.blocked && <Badge color="red">{fare.blockedreason || 'Blocked'}</Badge>}
      </Group>
    </Stack>
  );
}

export function FlightSummarySection({
  fares,
  totalfare,
  user,
}: {
  fares: RepricedFare[];
  totalfare: string;
  user: ProfileMaster;
}) {
  return (
    <BookSection id="summary" title="Flight Summary">
      {fares.map((fare) => (
        <FareBlock key={fare.farekey} fare={fare} user={user} />
      ))}
      <Text fw={700}>
        Total fare: <Money minor={parseMinorUnits(totalfare)} currency="INR" />
      </Text>
    </BookSection>
  );
}

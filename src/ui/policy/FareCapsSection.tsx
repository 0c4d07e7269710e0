import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { FARE_CAPS_MAX } from '../../contract/policy/rules';
import { FareCapRow } from './FareCapRow';
import type { Choice } from './policy-api';
import { type FlightSectionProps, blankFareCap } from './rules-form';

/** Caps on sectors: a matching cap replaces the domestic or international max fare, the lowest of several holding. */
export function FareCapsSection({
  flight,
  onChange,
  errorAt,
  groups,
}: FlightSectionProps & { groups: readonly Choice[] }) {
  const caps = flight.farecaps;
  const listError = errorAt('flight.farecaps');
  return (
    <Stack gap="xs">
      <Title order={4}>Fare caps</Title>
      <Text size="sm" c="dimmed">
        A cap on a sector replaces the max fare above for flights on it; where several caps match, the lowest holds.
      </Text>
      {caps.length === 0 && <Text size="sm">No fare caps.</Text>}
      {caps.map((cap, index) => (
        <FareCapRow
          key={cap.key}
          index={index}
          cap={cap}
          groups={groups}
          errorAt={errorAt}
          onChange={(next) => onChange({ farecaps: caps.map((c, i) => (i === index ? next : c)) })}
          onRemove={() => onChange({ farecaps: caps.filter((_, i) => i !== index) })}
        />
      ))}
      {listError && (
        <Alert color="red" role="alert">
          {listError}
        </Alert>
      )}
      <Button
        variant="light"
        onClick={() => onChange({ farecaps: [...caps, blankFareCap()] })}
        disabled={caps.length >= FARE_CAPS_MAX}
        style={{ alignSelf: 'flex-start' }}
      >
        Add fare cap
      </Button>
    </Stack>
  );
}

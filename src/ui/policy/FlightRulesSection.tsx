import { Divider, Stack, Title } from '@mantine/core';
import { CabinRulesFields } from './CabinRulesFields';
import { FareCapsSection } from './FareCapsSection';
import { FareRulesFields } from './FareRulesFields';
import type { Choice } from './policy-api';
import type { FlightSectionProps } from './rules-form';

/** The draft's flight rules: cabins, fare limits, fare caps by sector. */
export function FlightRulesSection({ groups, ...props }: FlightSectionProps & { groups: readonly Choice[] }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="policy-flights">
      <Title order={3} id="policy-flights">
        Flights
      </Title>
      <CabinRulesFields {...props} />
      <Divider />
      <FareRulesFields {...props} />
      <Divider />
      <FareCapsSection {...props} groups={groups} />
    </Stack>
  );
}

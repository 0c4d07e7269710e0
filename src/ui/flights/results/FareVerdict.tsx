import { Group, Text } from '@mantine/core';
import { useContext } from 'react';
import type { FarePolicyVerdict } from '../../../domain/flight-policy';
import { showsPolicyBadge } from '../../../domain/user-display';
import { PolicyBadge } from '../../components/PolicyBadge';
import { ResultsServicesContext } from './results-services';

/**
 * A fare's policy verdict: the shell's PolicyBadge (its tooltip gives the reason) with the reason
 * also as text, and a blocked flight said plainly: it cannot be booked (VALIDATESEARCH refuses it).
 */
export function FareVerdict({ verdict, compact = false }: { verdict: FarePolicyVerdict; compact?: boolean }) {
  const { policyUser } = useContext(ResultsServicesContext);
  if (!policyUser) return null;
  return (
    <Group gap={4} justify="flex-end" wrap="wrap" maw={compact ? 220 : 320}>
      {verdict.blocked && (
        <Text size="xs" c="red.9" fw={700} ta="right">
          Blocked: {verdict.blockedreason}
        </Text>
      )}
      <PolicyBadge inPolicy={verdict.inpolicy} violationReason={verdict.policyviolationreason} user={policyUser} />
      {!verdict.inpolicy && !verdict.blocked && !compact && showsPolicyBadge(policyUser) && (
        <Text size="xs" c="red.9" ta="right" lineClamp={3}>
          {verdict.policyviolationreason}
        </Text>
      )}
    </Group>
  );
}

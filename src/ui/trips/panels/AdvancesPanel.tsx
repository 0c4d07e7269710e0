import { Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { api } from '../../../api';
import { getTripAdvancesForTrip, imprestMaxAmountV2 } from '../../../contract/trips/actions-info';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { statusName } from '../../../domain/display-names';
import { formatTimestamp } from '../../../domain/format';
import { Term } from '../../components/Term';
import { PanelFrame } from './PanelFrame';
import { type PanelProps, useTripPanel } from './use-trip-panel';

/** Advances of the trip (gettripadvancesfortrip) and the most imprest it may ask for (imprestmaxamountv2). */
export function AdvancesPanel({ profileid, tripid, revision }: PanelProps) {
  const advances = useTripPanel(
    profileid,
    tripid,
    'advances',
    async () => (await api.callOperation(getTripAdvancesForTrip, { tripid })).list,
    revision,
  );
  const max = useTripPanel(
    profileid,
    tripid,
    'imprest-max',
    () => api.callOperation(imprestMaxAmountV2, { tripid }),
    revision,
  );
  if (!advances && !max) return null;
  return (
    <PanelFrame title="Advances and imprest">
      {max && (
        <Text size="sm" aria-label="Maximum imprest">
          Maximum <Term term="imprest" />: <Money minor={parseMinorUnits(max.amount)} currency={max.currency} /> (
          {max.currency})
        </Text>
      )}
      {advances && advances.length === 0 && (
        <Text size="sm" c="dimmed">
          No advances on this trip.
        </Text>
      )}
      {advances && advances.length > 0 && (
        <ResponsiveTable aria-label="Advances">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Requested</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {advances.map((a) => (
              <Table.Tr key={a.advanceid}>
                <Table.Td data-label="Requested">{formatTimestamp(a.requestedon)}</Table.Td>
                <Table.Td data-label="Kind">
                  {a.kind === 'imprest' ? <Term term="imprest">Imprest</Term> : 'Item advance'}
                </Table.Td>
                <Table.Td data-label="Amount">
                  <Money minor={parseMinorUnits(a.amount)} currency={a.currency} />
                </Table.Td>
                <Table.Td data-label="Status">{statusName(a.status)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </PanelFrame>
  );
}

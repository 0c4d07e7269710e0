import { Stack, Table, Text } from '@mantine/core';
import { POLICY_RULES, POLICY_RULE_LABELS, type Simulation } from '../../contract/policy/simulator';
import { ScrollTable } from '../components/ResponsiveTable';
import { SIMULATED_DAYS } from './simulation-run';
import { countText, wholeRupees } from './rupees';

/** One line of the comparison: what it counts, then the version in force's figure and the draft's. */
interface Row {
  label: string;
  now: string;
  draft: string;
  total?: boolean;
}

function rowsOf(s: Simulation): Row[] {
  return [
    ...POLICY_RULES.map((rule) => ({
      label: POLICY_RULE_LABELS[rule],
      now: countText(s.current.byrule[rule]),
      draft: countText(s.draft.byrule[rule]),
    })),
    {
      label: 'Out of policy',
      now: countText(s.current.outofpolicy),
      draft: countText(s.draft.outofpolicy),
      total: true,
    },
    { label: 'Blocked', now: countText(s.current.blocked), draft: countText(s.draft.blocked), total: true },
    { label: 'Potential saving', now: wholeRupees(s.current.saving), draft: wholeRupees(s.draft.saving), total: true },
    {
      label: 'Spend on blocked sectors',
      now: wholeRupees(s.current.blockedspend),
      draft: wholeRupees(s.draft.blockedspend),
      total: true,
    },
    // Searches as the traveller met them: no fare in policy on some trip (blocked ones too), or every flight of a trip blocked.
    { label: 'Searches with no fare in policy', now: countText(s.current.nofare), draft: countText(s.draft.nofare), total: true },
    { label: 'Searches of a blocked sector', now: countText(s.current.searchblocked), draft: countText(s.draft.searchblocked), total: true },
  ];
}

const plural = (n: number, one: string, many: string) => `${countText(n)} ${n === 1 ? one : many}`;

/**
 * The summed answer: how many bookings and searches were replayed and what the bookings cost, then
 * each rule's count under the version in force and under the draft, and the searches' two counts.
 */
export function SimulationResult({ simulation }: { simulation: Simulation }) {
  return (
    <Stack gap="xs">
      <Text>
        <b>{plural(simulation.bookings, 'booking', 'bookings')}</b> and <b>{plural(simulation.searches, 'search', 'searches')}</b> of the
        last {SIMULATED_DAYS} days replayed; spend <b>{wholeRupees(simulation.spend)}</b>.
      </Text>
      <ScrollTable minWidth={320}>
        <Table aria-label="Simulation by rule" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Measure</Table.Th>
              <Table.Th ta="right">Now</Table.Th>
              <Table.Th ta="right">With this draft</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rowsOf(simulation).map((row) => (
              <Table.Tr key={row.label} fw={row.total ? 600 : undefined}>
                <Table.Th scope="row" fw={row.total ? 600 : 400}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="right">{row.now}</Table.Td>
                <Table.Td ta="right">{row.draft}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

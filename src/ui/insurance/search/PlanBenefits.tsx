import { Loader, Table, Text } from '@mantine/core';
import { ScrollTable } from '../../components/ResponsiveTable';
import type { InsurancePlanBenefit } from '../../../contract/insurance/operations';

/** Benefits of one plan: 'loading' while getplanbenefits runs; an empty list shows the message of docs/product.md#error-messages. */
export type BenefitsState = 'loading' | InsurancePlanBenefit[];

export function PlanBenefits({ planName, benefits }: { planName: string; benefits: BenefitsState }) {
  if (benefits === 'loading') return <Loader size="sm" aria-label={`Loading benefits of ${planName}`} />;
  if (benefits.length === 0) return <Text c="dimmed">No Plan Benefits for this Plan</Text>;
  return (
    <ScrollTable minWidth={420}>
      <Table striped aria-label={`Benefits of ${planName}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Benefit</Table.Th>
            <Table.Th>Cover</Table.Th>
            <Table.Th>Deductible</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {benefits.map((b) => (
            <Table.Tr key={b.benefitname}>
              <Table.Td>{b.benefitname}</Table.Td>
              <Table.Td>{b.benefitvalue}</Table.Td>
              <Table.Td>{b.deductable}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

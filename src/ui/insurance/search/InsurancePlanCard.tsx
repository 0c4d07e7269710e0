import { Button, Card, Collapse, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { InsurancePlan } from '../../../contract/insurance/operations';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { PlanBenefits, type BenefitsState } from './PlanBenefits';

export interface InsurancePlanCardProps {
  plan: InsurancePlan;
  /** undefined until the user asks for the benefits. */
  benefits?: BenefitsState;
  onViewBenefits: (plan: InsurancePlan) => void;
  onBook: (plan: InsurancePlan) => void;
}

/** The insurer prices in rupees (an Indian insurer), whatever the user's base currency. */
const INR = 'INR';
const amount = (decimal: string) => <Money minor={parseMinorUnits(decimal)} currency={INR} />;

/** One plan of the results: premium breakup, limits, benefits; Book only when the plan fits the search. */
export function InsurancePlanCard({ plan, benefits, onViewBenefits, onBook }: InsurancePlanCardProps) {
  return (
    <Card withBorder component="article" aria-label={plan.name}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3}>{plan.name}</Title>
          {plan.eligible && <Text fw={700}>{amount(plan.totalpremium)}</Text>}
        </Group>
        <Text size="sm">
          Covers trips of up to {plan.daylimit} days · Ages {plan.agelimit}
        </Text>
        {plan.eligible ? (
          <Table aria-label={`Premium breakup of ${plan.name}`} withRowBorders={false}>
            <Table.Tbody>
              {plan.paxWiseInfo.map((p) => (
                <Table.Tr key={p.paxnumber}>
                  <Table.Td>
                    Traveller {p.paxnumber} (age {p.age}) premium
                  </Table.Td>
                  <Table.Td>{amount(p.premium)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>GST</Table.Td>
                <Table.Td>{amount(plan.gst)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td fw={700}>Total premium</Table.Td>
                <Table.Td fw={700}>{amount(plan.totalpremium)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="orange.9" fw={500}>
            {plan.ineligiblereason}
          </Text>
        )}
        <Group>
          <Button variant="default" onClick={() => onViewBenefits(plan)} aria-expanded={benefits !== undefined}>
            View benefits
          </Button>
          {plan.eligible && <Button onClick={() => onBook(plan)}>Book</Button>}
        </Group>
        <Collapse expanded={benefits !== undefined}>
          {benefits !== undefined && <PlanBenefits planName={plan.name} benefits={benefits} />}
        </Collapse>
      </Stack>
    </Card>
  );
}

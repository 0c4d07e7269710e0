import { Table } from '@mantine/core';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import type { InsurancePriceResult } from '../../../contract/insurance/operations';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { ReviewSection } from './ReviewSection';
import { INSURANCE_CURRENCY } from './ReviewSummary';

/** 'Insurance Details': per traveller the age, premium, and the plan's day and age limits. */
export function InsuranceDetailsSection({ price }: { price: InsurancePriceResult | null }) {
  return (
    <ReviewSection id="details" title="Insurance Details">
      <ResponsiveTable striped aria-label="Insurance details per traveller">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Traveller</Table.Th>
            <Table.Th>Age</Table.Th>
            <Table.Th>Premium Amount</Table.Th>
            <Table.Th>Day Limit</Table.Th>
            <Table.Th>Age Limit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(price?.paxWiseInfo ?? []).map((row) => (
            <Table.Tr key={row.paxnumber}>
              <Table.Td data-label="Traveller">Traveller {row.paxnumber}</Table.Td>
              <Table.Td data-label="Age">{row.age}</Table.Td>
              <Table.Td data-label="Premium Amount">
                <Money minor={parseMinorUnits(row.premium)} currency={INSURANCE_CURRENCY} />
              </Table.Td>
              <Table.Td data-label="Day Limit">{row.daylimit}</Table.Td>
              <Table.Td data-label="Age Limit">{row.agelimit}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
    </ReviewSection>
  );
}

import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Visa } from '../../contract/visas/visa-records';
import { countryName } from '../../contract/visas/countries';
import { formatDateRange } from '../../domain/format';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { STATUS_LABELS } from './visa-texts';

export interface VisaTableProps {
  rows: readonly Visa[];
  labelledBy: string;
  busy: boolean;
  onEdit: (visa: Visa) => void;
  onDelete: (visa: Visa) => void;
  onOpenScan: (visa: Visa) => void;
}

const describe = (v: Visa) => `${countryName(v.country)} ${v.visatype} visa ${v.visanumber}`;

/** The caller's visas: what they are, for when, and what the travel admin decided (with the remark). */
export function VisaTable({ rows, labelledBy, busy, onEdit, onDelete, onOpenScan }: VisaTableProps) {
  return (
    <ResponsiveTable striped aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Country</Table.Th>
          <Table.Th>Visa</Table.Th>
          <Table.Th>Valid</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((v) => {
          const status = STATUS_LABELS[v.status] ?? { label: v.status, color: 'gray' };
          return (
            <Table.Tr key={v.recordid}>
              <Table.Td data-label="Country">{countryName(v.country)}</Table.Td>
              <Table.Td data-label="Visa">{`${v.visatype}, ${v.entries} entry · ${v.visanumber}`}</Table.Td>
              <Table.Td data-label="Valid">{formatDateRange(v.validfrom, v.validto)}</Table.Td>
              <Table.Td data-label="Status">
                <Stack gap={2}>
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                  {v.remark && <Text size="xs">{`Remark: ${v.remark}`}</Text>}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Button size="compact-xs" variant="light" onClick={() => onOpenScan(v)} aria-label={`Open the scan of the ${describe(v)}`}>
                    Scan
                  </Button>
                  <Button size="compact-xs" variant="light" onClick={() => onEdit(v)} aria-label={`Edit the ${describe(v)}`}>
                    Edit
                  </Button>
                  <Button size="compact-xs" variant="light" color="red" disabled={busy} onClick={() => onDelete(v)} aria-label={`Delete the ${describe(v)}`}>
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

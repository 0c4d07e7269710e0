import { Table } from '@mantine/core';

/** One label/value line of a document's table (a voucher's charges, a cancellation's date and reason); strong for totals. */
export function LabelValueRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

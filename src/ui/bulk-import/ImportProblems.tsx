import { Table, Text } from '@mantine/core';
import type { ImportReport } from '../../contract/bulk-import/routes';
import { ResponsiveTable } from '../components/ResponsiveTable';

/** Every problem of a checked file by line and column, so the admin can fix the file in one pass. */
export function ImportProblems({ report }: { report: ImportReport }) {
  const hidden = report.problemcount - report.problems.length;
  return (
    <>
      <ResponsiveTable striped aria-label="Problems in the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Column</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.problems.map((p, i) => (
            <Table.Tr key={`${p.line}-${p.column}-${i}`}>
              <Table.Td data-label="Line">{p.line}</Table.Td>
              <Table.Td data-label="Column">{p.column || '—'}</Table.Td>
              <Table.Td data-label="Problem">{p.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      {hidden > 0 && <Text size="sm">…and {hidden} more. Fix these and check the file again.</Text>}
    </>
  );
}

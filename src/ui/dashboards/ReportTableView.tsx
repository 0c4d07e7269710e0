import { Table, Text } from '@mantine/core';
import { parseMinorUnits } from '../../domain/money';
import { Money } from '../components/Money';
import type { ReportCell, ReportColumn, ReportTable } from './report-tables';

/** A report's cell as the page shows it: amounts through the money display, the rest as written. */
export function ReportCellView({ column, value }: { column: ReportColumn; value: ReportCell }) {
  return column.kind === 'money' ? <Money minor={parseMinorUnits(String(value))} /> : <>{value}</>;
}

/** A report's header and rows; the first cell of a row names it. `dataLabels` heads each cell on a phone's card. */
export function ReportTableRows({ table, dataLabels = false }: { table: ReportTable; dataLabels?: boolean }) {
  const [first, ...rest] = table.columns;
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((c) => (
            <Table.Th key={c.label}>{c.label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row) => (
          <Table.Tr key={String(row[0])}>
            {/* No data-label on the first cell: on a phone the row's name heads its card. */}
            <Table.Th scope="row">
              <Text fw={700} span>
                <ReportCellView column={first!} value={row[0]!} />
              </Text>
            </Table.Th>
            {rest.map((c, i) => (
              <Table.Td key={c.label} data-label={dataLabels ? c.label : undefined}>
                <ReportCellView column={c} value={row[i + 1]!} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

import { Anchor, Table, Text } from '@mantine/core';
import { parseMinorUnits } from '../../domain/money';
import { Money } from '../components/Money';
import type { ReportCell, ReportColumn, ReportTable } from './report-tables';

/** A report's cell as the page shows it: amounts through the money display, the rest as written. */
export function ReportCellView({ column, value }: { column: ReportColumn; value: ReportCell }) {
  return column.kind === 'money' ? <Money minor={parseMinorUnits(String(value))} /> : <>{value}</>;
}

export interface ReportTableRowsProps {
  table: ReportTable;
  /** Heads each cell with its column on a phone's card. */
  dataLabels?: boolean;
  /** Makes each row's name a button that lists the bookings behind the row. */
  onOpenRow?: (row: number) => void;
}

/** A report's header and rows; the first cell of a row names it. */
export function ReportTableRows({ table, dataLabels = false, onOpenRow }: ReportTableRowsProps) {
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
        {table.rows.map((row, index) => (
          <Table.Tr key={String(row[0])}>
            {/* No data-label on the first cell: on a phone the row's name heads its card. */}
            <Table.Th scope="row">
              {onOpenRow ? (
                <Anchor component="button" fw={700} onClick={() => onOpenRow(index)} aria-haspopup="dialog">
                  <ReportCellView column={first!} value={row[0]!} />
                </Anchor>
              ) : (
                <Text fw={700} span>
                  <ReportCellView column={first!} value={row[0]!} />
                </Text>
              )}
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

import { Button, Menu } from '@mantine/core';
import type { RefObject } from 'react';
import { saveFile } from '../shared/save-file';
import type { ReportTable } from './report-tables';

export interface ReportExportMenuProps {
  table: ReportTable;
  /** The window, for the files' names: 'YYYY-MM-DD_YYYY-MM-DD'. */
  period: string;
  /** The figure whose chart 'PNG image' draws; absent for a report shown as a table only. */
  chartOf?: RefObject<HTMLElement | null>;
}

const files = () => import('./dashboard-files');

/** A report's downloads: its rows as CSV or Excel, and its chart as a PNG image. */
export function ReportExportMenu({ table, period, chartOf }: ReportExportMenuProps) {
  const name = `${table.id}_${period}`;
  const csv = async () => saveFile((await files()).tableCsv(table), `${name}.csv`);
  const xlsx = async () => saveFile(await (await files()).tablesXlsx([table]), `${name}.xlsx`);
  const png = async () => {
    const svg = chartOf?.current?.querySelector<SVGSVGElement>('svg.recharts-surface');
    if (svg) saveFile(await (await files()).chartPng(svg), `${name}.png`);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={`Export ${table.title}`}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void csv()}>CSV</Menu.Item>
        <Menu.Item onClick={() => void xlsx()}>Excel</Menu.Item>
        {chartOf && <Menu.Item onClick={() => void png()}>PNG image</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}

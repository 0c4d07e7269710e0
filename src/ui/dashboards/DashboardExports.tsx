import { useState, type RefObject } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { saveFile } from '../shared/save-file';
import type { ReportTable } from './report-tables';

export interface DashboardExportsProps {
  tables: readonly ReportTable[];
  /** The window in words for the PDF, and as files' names carry it ('2026-01-01_2026-03-31'). */
  windowText: string;
  fileWindow: string;
  /** Where the charts are drawn: the PDF takes each report's chart from its figure there. */
  page: RefObject<HTMLElement | null>;
}

const files = () => import('./dashboard-files');

/** The whole dashboard as one PDF (charts and rows) or one Excel workbook (a sheet per report). */
export function DashboardExports({ tables, windowText, fileWindow, page }: DashboardExportsProps) {
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const [failure, setFailure] = useState('');
  const run = async (kind: 'pdf' | 'xlsx', make: () => Promise<Blob>) => {
    setBusy(kind);
    setFailure('');
    try {
      saveFile(await make(), `dashboard_${fileWindow}.${kind}`);
    } catch {
      setFailure('The file could not be made. Try again.');
    } finally {
      setBusy(null);
    }
  };
  const pdf = async () => {
    const { chartPng, dashboardPdf } = await files();
    const parts = await Promise.all(
      tables.map(async (table) => {
        const svg = page.current?.querySelector<SVGSVGElement>(`figure[aria-label="${table.title}"] svg.recharts-surface`);
        return { table, chart: svg ? await chartPng(svg) : null };
      }),
    );
    return dashboardPdf('Travel dashboard', windowText, parts);
  };
  return (
    <Group gap="xs">
      <Button variant="default" loading={busy === 'pdf'} onClick={() => void run('pdf', pdf)}>
        Download PDF
      </Button>
      <Button variant="default" loading={busy === 'xlsx'} onClick={() => void run('xlsx', async () => (await files()).tablesXlsx(tables))}>
        Download Excel
      </Button>
      {failure && (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      )}
    </Group>
  );
}

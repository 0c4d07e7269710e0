import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '../components/ResponsiveTable';
import type { DashboardFilter } from './dashboard-search-params';
import { ReportExportMenu } from './ReportExportMenu';
import { ReportTableRows } from './ReportTableView';
import { misTable } from './reports-tables';
import { useMisReport } from './use-reports-data';

export interface ReportsBookingsProps {
  filter: DashboardFilter;
  /** The admin group may ask for the whole company (isglobal); a travel manager sees their reportees only. */
  mayAskWholeCompany: boolean;
}

/** The Bookings tab: the MIS report, a row per booking (a card on a phone), a page at a time. */
export function ReportsBookings({ filter, mayAskWholeCompany }: ReportsBookingsProps) {
  const [isglobal, setIsglobal] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const state = useMisReport(filter, isglobal, attempt);
  const rows = state.status === 'ready' ? state.rows : null;
  const table = useMemo(() => misTable(rows ?? []), [rows]);
  return (
    <Stack>
      {mayAskWholeCompany && (
        <Switch label="Whole company" checked={isglobal} onChange={(e) => setIsglobal(e.currentTarget.checked)} />
      )}
      {state.status === 'loading' && <Loader aria-label="Loading the bookings" />}
      {state.status === 'error' && (
        <Alert color="red" title="The bookings could not be loaded">
          <Text mb="sm">{state.message}</Text>
          <Button variant="light" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && state.rows.length === 0 && <Text>No bookings in this window</Text>}
      {state.status === 'ready' && state.rows.length > 0 && (
        <Paper withBorder p="md" component="section" aria-label="Bookings">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Title order={2} size="h4">
              Bookings
            </Title>
            {/* The exports write the rows loaded so far, as the table shows them. */}
            <ReportExportMenu table={table} period={`${filter.from}_${filter.to}`} />
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            {state.rows.length} of {state.total} bookings
          </Text>
          <ResponsiveTable aria-label="Bookings">
            <ReportTableRows table={table} dataLabels />
          </ResponsiveTable>
          {state.more && (
            <Button variant="default" mt="sm" loading={state.loadingMore} onClick={state.loadMore}>
              Load more
            </Button>
          )}
          {state.moreError && (
            <Text c="red" size="sm" role="alert">
              {state.moreError}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}

import { useCallback, useState } from 'react';
import { Button, Code, Group, Stack, TextInput } from '@mantine/core';
import { api, errorMessage } from '../../api';
import { type AdminAuditRow, getAdminAudit } from '../../contract/masters/admin-audit';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type MasterListQuery } from '../../contract/masters/list-query';
import { type MasterColumn, MasterTable } from '../components/MasterTable';
import { auditCsv } from './audit-csv';
import { saveFile } from '../shared/save-file';
import { useAdminList } from '../shared/use-admin-list';

const FIRST_QUERY: MasterListQuery = { searchtext: '', sortby: 'at', sortorder: 'desc', pageno: 1, pagesize: DEFAULT_PAGE_SIZE };
const NO_FILTERS = { userid: '', entity: '', fromdate: '', todate: '' };
/** An export reads the filtered trail page by page, up to this many changes. */
const EXPORT_LIMIT = 20 * MAX_PAGE_SIZE;
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const record = (r: Record<string, unknown> | null) => (r === null ? '—' : <Code block>{JSON.stringify(r, null, 1)}</Code>);
const columns: MasterColumn<AdminAuditRow>[] = [
  { key: 'at', label: 'When', sortable: true, render: (r) => when.format(new Date(r.at)) },
  { key: 'actorname', label: 'Changed by', render: (r) => r.actorname },
  { key: 'entity', label: 'Entity', sortable: true, render: (r) => `${r.entity} ${r.entityid}` },
  { key: 'action', label: 'Action', sortable: true, render: (r) => r.action },
  { key: 'before', label: 'Before', render: (r) => record(r.before) },
  { key: 'after', label: 'After', render: (r) => record(r.after) },
];

/** Admin console → Audit trail: who changed what, filtered by user, entity and days, exportable as CSV. */
export function AuditTrailPanel({ profileid }: { profileid: string }) {
  const [query, setQuery] = useState(FIRST_QUERY);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const request = { ...query, ...filters };
  const list = useAdminList(profileid, 'audit', request, async () => {
    const answer = await api.callOperation(getAdminAudit, request);
    return { rows: answer.AdminAudit, totalcount: answer.totalcount };
  });
  const onQueryChange = useCallback((next: MasterListQuery) => setQuery(next), []);
  const filter = (name: keyof typeof NO_FILTERS, value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setQuery((q) => ({ ...q, pageno: 1 }));
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportError('');
    try {
      const rows: AdminAuditRow[] = [];
      for (let pageno = 1; rows.length < EXPORT_LIMIT; pageno += 1) {
        const page = await api.callOperation(getAdminAudit, { ...request, pageno, pagesize: MAX_PAGE_SIZE });
        rows.push(...page.AdminAudit);
        if (page.AdminAudit.length < MAX_PAGE_SIZE || rows.length >= page.totalcount) break;
      }
      saveFile(new Blob([auditCsv(rows)], { type: 'text/csv;charset=utf-8' }), 'audit-trail.csv');
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack>
      <Group align="end" wrap="wrap">
        <TextInput label="Changed by (profile id)" value={filters.userid} onChange={(e) => filter('userid', e.currentTarget.value.trim())} w={180} />
        <TextInput label="Entity" placeholder="e.g. AdminMessage" value={filters.entity} onChange={(e) => filter('entity', e.currentTarget.value.trim())} w={180} />
        <TextInput label="From" type="date" value={filters.fromdate} onChange={(e) => filter('fromdate', e.currentTarget.value)} w={160} />
        <TextInput label="To" type="date" value={filters.todate} onChange={(e) => filter('todate', e.currentTarget.value)} w={160} />
        <Button variant="light" loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Group>
      <MasterTable
        title="Audit trail"
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.auditid}
        totalcount={list.totalcount}
        query={query}
        onQueryChange={onQueryChange}
        loading={list.loading}
        offline={list.offline}
        error={list.error || exportError}
        emptyText="No changes match."
        describe={(r) => `${r.entity} ${r.entityid}`}
      />
    </Stack>
  );
}

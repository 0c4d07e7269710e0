import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { api } from '../../api';
import type { MasterListQuery } from '../../contract/masters/list-query';
import { countryName } from '../../contract/visas/countries';
import { VISA_LIST_SORTS, VISA_STATUS_FILTERS, type VisaForVerify, getVisaMasterListForVerify } from '../../contract/visas/verify';
import { formatDateRange } from '../../domain/format';
import { type MasterColumn, MasterTable } from '../components/MasterTable';
import { useAdminList } from '../shared/use-admin-list';
import { openScan } from './scan-files';
import { VerifyVisaDialog, type VisaDecision } from './VerifyVisaDialog';
import { STATUS_LABELS } from './visa-texts';

type StatusFilter = (typeof VISA_STATUS_FILTERS)[number];
const STATUS_OPTIONS = VISA_STATUS_FILTERS.map((value) => ({ value, label: value === '' ? 'All' : STATUS_LABELS[value]!.label }));
const FIRST_QUERY: MasterListQuery = { searchtext: '', sortby: '', sortorder: 'asc', pageno: 1, pagesize: 50 };

const describe = (v: VisaForVerify) => `the ${countryName(v.country)} visa of ${v.travellername}`;

/** Travel Admin → Visas (docs/features/visas.md "Verification"): the company's visas, pending first by default, each verified or rejected against its scan. */
export function VisaVerifyPanel({ profileid }: { profileid: string }) {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [query, setQuery] = useState(FIRST_QUERY);
  const [deciding, setDeciding] = useState<{ visa: VisaForVerify; decision: VisaDecision } | null>(null);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const list = useAdminList(profileid, 'visas', { ...query, status }, async () => {
    const answer = await api.callOperation(getVisaMasterListForVerify, { ...query, status, sortby: VISA_LIST_SORTS.find((s) => s === query.sortby) ?? '' });
    return { rows: answer.list, totalcount: answer.totalcount };
  });
  const onQueryChange = useCallback((next: MasterListQuery) => setQuery(next), []);
  const { reload } = list;

  const columns = useMemo<MasterColumn<VisaForVerify>[]>(
    () => [
      { key: 'travellername', label: 'Traveller', sortable: true, render: (v) => <Text size="sm">{`${v.travellername} (${v.travelleremail})`}</Text> },
      { key: 'country', label: 'Country', sortable: true, render: (v) => countryName(v.country) },
      { key: 'visatype', label: 'Visa', render: (v) => `${v.visatype}, ${v.entries} entry · ${v.visanumber}` },
      { key: 'validfrom', label: 'Valid', sortable: true, render: (v) => formatDateRange(v.validfrom, v.validto) },
      {
        key: 'status',
        label: 'Status',
        sortable: true,
        render: (v) => (
          <Stack gap={2}>
            <Badge color={STATUS_LABELS[v.status]?.color ?? 'gray'} variant="light">
              {STATUS_LABELS[v.status]?.label ?? v.status}
            </Badge>
            {v.remark && <Text size="xs">{v.remark}</Text>}
          </Stack>
        ),
      },
      {
        key: 'decide',
        label: 'Check',
        render: (v) => (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => void openScan(v.scanfileid).catch((e: Error) => setNotice({ text: e.message, failed: true }))} aria-label={`Open the scan of ${describe(v)}`}>
              Open scan
            </Button>
            <Button size="xs" color="green" variant="light" disabled={v.status === 'verified'} onClick={() => setDeciding({ visa: v, decision: 'verified' })} aria-label={`Verify ${describe(v)}`}>
              Verify
            </Button>
            <Button size="xs" color="red" variant="light" disabled={v.status === 'rejected'} onClick={() => setDeciding({ visa: v, decision: 'rejected' })} aria-label={`Reject ${describe(v)}`}>
              Reject
            </Button>
          </Group>
        ),
      },
    ],
    [],
  );

  return (
    <Stack>
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(e) => {
          setStatus(e.currentTarget.value as StatusFilter);
          setQuery((q) => ({ ...q, pageno: 1 }));
        }}
        maw={240}
      />
      {notice && (
        <Alert color={notice.failed ? 'red' : 'green'} role={notice.failed ? 'alert' : 'status'} withCloseButton onClose={() => setNotice(null)} closeButtonLabel="Dismiss message">
          {notice.text}
        </Alert>
      )}
      <MasterTable
        title="Visas"
        columns={columns}
        rows={list.rows}
        rowKey={(v) => v.recordid}
        totalcount={list.totalcount}
        query={query}
        onQueryChange={onQueryChange}
        loading={list.loading}
        offline={list.offline}
        error={list.error}
        emptyText={status === 'pending' ? 'No visa is waiting for verification.' : 'No visas.'}
        describe={describe}
      />
      <VerifyVisaDialog
        visa={deciding?.visa ?? null}
        decision={deciding?.decision ?? 'verified'}
        onClose={() => setDeciding(null)}
        onDone={(text) => {
          setDeciding(null);
          setNotice({ text, failed: false });
          reload();
        }}
      />
    </Stack>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api';
import type { PerDiemGroup } from '../../contract/per-diem/groups';
import type { PerDiemMapping } from '../../contract/per-diem/mapping';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useServerSearch } from '../components/use-server-search';
import { PEOPLE_PAGE_SIZE, loadPlanPeople, mapPeople, searchPeople, unmapPerson } from './per-diem-api';


export interface PlanPeopleProps {
  plan: PerDiemGroup;
  /** After someone was added or removed (the plans list shows how many each has). */
  onChanged: () => void;
}

/** The people on a plan: add one found by the server's search (moving them off any other plan), remove one per row. Keyed by the plan. */
export function PlanPeople({ plan, onChanged }: PlanPeopleProps) {
  const [page, setPage] = useState(1);
  const [people, setPeople] = useState<{ rows: PerDiemMapping[]; totalcount: number } | null>(null);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const [error, setError] = useState('');
  // The label of the person picked: the Select shows it as the search text, which must not search again (and drop them).
  const picked = useRef('');

  const reload = useCallback(
    () =>
      loadPlanPeople(plan.groupid, page).then(
        (answer) => setPeople(answer),
        (e: unknown) => setError(errorMessage(e)),
      ),
    [plan.groupid, page],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const found = useServerSearch(search, searchPeople, { skip: (text) => text !== '' && text === picked.current });

  const act = async (work: () => Promise<void>) => {
    setError('');
    try {
      await work();
      await reload();
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const onPlan = new Set((people?.rows ?? []).map((m) => m.profileid));
  const pages = Math.max(1, Math.ceil((people?.totalcount ?? 0) / PEOPLE_PAGE_SIZE));

  return (
    <Stack>
      <Title order={3}>People on {plan.groupname}</Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group align="flex-end">
        <Select
          label="Add a person"
          description="Someone on another plan moves to this one"
          placeholder="Search people"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage="No one of that name"
          data={found.filter((p) => !onPlan.has(p.value))}
          value={adding}
          onChange={(value) => {
            picked.current = found.find((p) => p.value === value)?.label ?? '';
            setAdding(value);
          }}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button
          disabled={!adding}
          onClick={() =>
            adding &&
            void act(async () => {
              await mapPeople(plan.groupid, [adding]);
              setAdding(null);
              picked.current = '';
              setSearch('');
            })
          }
        >
          Add
        </Button>
      </Group>
      {people === null ? (
        <Text c="dimmed">Loading people…</Text>
      ) : people.totalcount === 0 ? (
        <Text>No one is on this plan yet.</Text>
      ) : (
        <>
          <ResponsiveTable aria-label={`People on ${plan.groupname}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.rows.map((m) => (
                <Table.Tr key={m.recordid}>
                  <Table.Td data-label="Name">{m.name}</Table.Td>
                  <Table.Td data-label="Email">{m.email}</Table.Td>
                  <Table.Td>
                    <Button size="xs" color="red" variant="subtle" aria-label={`Remove ${m.name} from ${plan.groupname}`} onClick={() => void act(() => unmapPerson(m.recordid))}>
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label={`Pages of people on ${plan.groupname}`} />}
        </>
      )}
    </Stack>
  );
}

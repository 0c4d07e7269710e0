import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Table, TextInput, Title } from '@mantine/core';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useNavigate } from '@tanstack/react-router';
import { api, errorMessage } from '../../api';
import { emulationCandidates } from '../../contract/emulation/operations';
import { roleName } from '../../domain/display-names';
import { EMULATOR_ROLES } from '../../domain/emulation-rules';
import { isEmulating, startEmulation } from '../../session/emulation';
import { useSession } from '../../session/store';

type Candidate = { profileid: string; name: string; email: string; corporate_role: string };
const SEARCH_DELAY_MS = 300;

/** Travel Admin section: the company's travellers an admin may act as (TG-EMULPROFILES, TG-EMULV2). */
export function EmulatePanel() {
  const login = useSession();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [rows, setRows] = useState<Candidate[]>([]);
  const [message, setMessage] = useState('');
  const allowed = !!login && EMULATOR_ROLES.includes(login.profilemaster.corporate_role) && !isEmulating(login);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    const timer = setTimeout(() => {
      api.callOperation(emulationCandidates, { query }).then(
        (answer) => live && setRows(answer.profiles),
        (error: unknown) => live && setMessage(errorMessage(error)),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [allowed, query]);

  if (!allowed) return null;

  const actAs = async (profileid: string) => {
    setMessage('');
    try {
      await navigate({ href: await startEmulation(profileid), replace: true });
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  return (
    <Stack component="section" aria-labelledby="emulate-title">
      <Title order={2} id="emulate-title">
        Act as a traveller
      </Title>
      <TextInput label="Search travellers" value={query} onChange={(e) => setQuery(e.currentTarget.value)} maw={360} />
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <ResponsiveTable>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.profileid}>
              <Table.Td data-label="Name">{row.name}</Table.Td>
              <Table.Td data-label="Email">{row.email}</Table.Td>
              <Table.Td data-label="Role">{roleName(row.corporate_role)}</Table.Td>
              <Table.Td>
                <Button size="xs" aria-label={`Act as ${row.name}`} onClick={() => void actAs(row.profileid)}>
                  Act as
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
    </Stack>
  );
}

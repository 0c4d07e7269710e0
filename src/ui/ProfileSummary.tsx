import { Paper, Table } from '@mantine/core';
import type { ProfileMaster } from '../contract/login';

export function ProfileSummary({ profile }: { profile: ProfileMaster }) {
  const name = [profile.passport_title, profile.passport_first_name, profile.passport_last_name]
    .filter(Boolean)
    .join(' ');
  const rows: Array<[string, string]> = [
    ['Name', name || profile.first_name],
    ['Email', profile.email],
    ['Company', profile.corporate_name],
  ];
  return (
    <Paper withBorder p="md" maw={520}>
      <Table variant="vertical" aria-label="Your profile">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={120}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

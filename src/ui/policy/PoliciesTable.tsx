import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { PolicyVersionSummary, TravelPolicy } from '../../contract/policy/policies';
import { formatDate } from '../../domain/format';
import { ResponsiveTable } from '../components/ResponsiveTable';

export interface PoliciesTableProps {
  policies: TravelPolicy[];
  /** The policy opened below the table. */
  chosen: string;
  onOpen: (policy: TravelPolicy) => void;
  onEdit: (policy: TravelPolicy) => void;
  onDelete: (policy: TravelPolicy) => void;
}

/** Who a policy holds for, in a line. */
export function appliesTo(p: TravelPolicy): string {
  if (p.isdefault) return 'Everyone without another policy';
  // A list kept on the device before grades existed has none.
  const grades = (p.grades ?? []).map((g) => `${g.name} (grade)`);
  const named = [...p.departments.map((d) => `${d.name} (department)`), ...grades, ...p.profiles.map((person) => person.name)];
  return named.length ? named.join(', ') : 'Nobody yet';
}

const versionText = (v: PolicyVersionSummary | null, none: string) =>
  v ? `Version ${v.version} from ${formatDate(v.effectivefrom)}` : none;

/** The company's travel policies: each with who it holds for, its version in force and its draft; a card each on a phone. */
export function PoliciesTable({ policies, chosen, onOpen, onEdit, onDelete }: PoliciesTableProps) {
  return (
    <ResponsiveTable aria-label="Travel policies" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Policy</Table.Th>
          <Table.Th>Applies to</Table.Th>
          <Table.Th>In force</Table.Th>
          <Table.Th>Draft</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {policies.map((p) => (
          <Table.Tr
            key={p.travelpolicyid}
            aria-current={p.travelpolicyid === chosen ? 'true' : undefined}
            bg={p.travelpolicyid === chosen ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Table.Td data-label="Policy">
              <Group gap="xs">
                <Text fw={600}>{p.name}</Text>
                {p.isdefault && <Badge variant="light">Default</Badge>}
              </Group>
            </Table.Td>
            <Table.Td data-label="Applies to">{appliesTo(p)}</Table.Td>
            <Table.Td data-label="In force">{versionText(p.inforce, 'None yet')}</Table.Td>
            <Table.Td data-label="Draft">{versionText(p.draft, '—')}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Button size="xs" onClick={() => onOpen(p)} aria-label={`Open ${p.name}`}>
                  Open
                </Button>
                <Button size="xs" variant="light" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
                  Edit
                </Button>
                {!p.isdefault && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onDelete(p)}
                    aria-label={`Delete ${p.name}`}
                  >
                    Delete
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

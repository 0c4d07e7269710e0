import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Table, Title } from '@mantine/core';
import type { CustomFieldAnswers } from '../../contract/custom-field-answers';
import type { ProfileMaster } from '../../contract/login';
import type { ProfileRulesWire } from '../../contract/profile/operations';
import { formatBirthDate } from '../../domain/format';
import { ProfileConfirmDialog } from './ProfileConfirmDialog';

export interface PersonalDetailsProps {
  profile: ProfileMaster;
  rules: ProfileRulesWire;
  /** The saved answers to the company's profile custom fields, by field id. */
  customAnswers: CustomFieldAnswers;
  onCustomAnswersSaved: (answers: CustomFieldAnswers) => void;
  /**
   * False until the page has the company's fresh rules and saved answers (or knows it cannot get
   * them): the dialog reads both when it opens, so it does not open on the placeholders.
   */
  ready?: boolean;
}

/**
 * The traveller's passport-style name and contact, editable through the profile confirmation dialog
 * together with the company's profile custom fields (docs/features/custom-fields.md).
 */
export function PersonalDetails({ profile, rules, customAnswers, onCustomAnswersSaved, ready = true }: PersonalDetailsProps) {
  const [editing, setEditing] = useState(false);
  const close = useCallback(() => setEditing(false), []);
  const custom = useMemo(() => ({ saved: customAnswers, onSaved: onCustomAnswersSaved }), [customAnswers, onCustomAnswersSaved]);
  const rows: [string, string][] = [
    // Passport style: title, given name, surname, as the airline will print them.
    ['Name', [profile.passport_title, profile.passport_first_name, profile.passport_last_name].filter(Boolean).join(' ')],
    ['Email', profile.email],
    ['Mobile', profile.mobile_countrycode ? `+${profile.mobile_countrycode} ${profile.mobile}` : profile.mobile],
    ['Gender', profile.gender],
    ['Date of Birth', formatBirthDate(profile.birthdate)],
    ['Age', profile.age ? String(profile.age) : ''],
    ['Company', profile.corporate_name],
  ];
  return (
    <Paper component="section" aria-labelledby="personal-details" withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="personal-details">
            Personal details
          </Title>
          <Badge color={profile.userverified ? 'green' : 'orange'} variant="light">
            {profile.userverified ? 'Verified' : 'Not verified'}
          </Badge>
        </Group>
        <Button size="xs" onClick={() => setEditing(true)} disabled={!ready}>
          Edit details
        </Button>
      </Group>
      <Table variant="vertical" aria-labelledby="personal-details">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={200}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && (
        <ProfileConfirmDialog profile={profile} rules={rules} withConfirm={!profile.userverified} canSkip={false} onFinish={close} onClose={close} customAnswers={custom} />
      )}
    </Paper>
  );
}

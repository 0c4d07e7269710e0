import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { POLICY_REASONS_MAX } from '../../contract/policy/rules';
import { type ErrorAt, type ReasonDraft, blankReason } from './rules-form';

export interface ReasonsSectionProps {
  reasons: ReasonDraft[];
  onChange: (reasons: ReasonDraft[]) => void;
  errorAt: ErrorAt;
}

/** The reasons a traveller picks from when booking out of policy (they may also write their own). */
export function ReasonsSection({ reasons, onChange, errorAt }: ReasonsSectionProps) {
  const listError = errorAt('reasons');
  return (
    <Stack gap="xs" component="section" aria-labelledby="policy-reasons">
      <Title order={3} id="policy-reasons">
        Reasons
      </Title>
      <Text size="sm" c="dimmed">
        Offered to a traveller who books out of policy; they may also write their own.
      </Text>
      {reasons.length === 0 && <Text size="sm">No reasons: travellers write their own.</Text>}
      {reasons.map((reason, index) => (
        <Group key={reason.key} align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`Reason ${index + 1}`}
            value={reason.text}
            onChange={(e) => onChange(reasons.map((r, i) => (i === index ? { ...r, text: e.currentTarget.value } : r)))}
            error={errorAt(`reasons.${index}`)}
            style={{ flex: 1 }}
          />
          <Button
            size="sm"
            color="red"
            variant="subtle"
            aria-label={`Remove reason ${index + 1}`}
            onClick={() => onChange(reasons.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </Group>
      ))}
      {listError && (
        <Alert color="red" role="alert">
          {listError}
        </Alert>
      )}
      <Button
        variant="light"
        onClick={() => onChange([...reasons, blankReason()])}
        disabled={reasons.length >= POLICY_REASONS_MAX}
        style={{ alignSelf: 'flex-start' }}
      >
        Add reason
      </Button>
    </Stack>
  );
}

import { Group, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import type { GenericCustomField } from '../../contract/custom-fields/fields';
import type { CustomFieldsForm } from './use-custom-fields';

export interface CustomFieldsSectionProps {
  form: Pick<CustomFieldsForm, 'fields' | 'answers' | 'errors' | 'setAnswer'>;
  /** The section's heading; none when the form has its own. */
  title?: string;
}

/**
 * The company's own fields of a form (docs/features/custom-fields.md), each labelled, with its help
 * text and a red asterisk when required. Renders nothing when the channel has no fields.
 */
export function CustomFieldsSection({ form, title = 'Additional details' }: CustomFieldsSectionProps) {
  if (form.fields.length === 0) return null;
  return (
    <Stack gap="sm" role="group" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {form.fields.map((field) => (
        <CustomFieldInput
          key={field.fieldid}
          field={field}
          value={form.answers[field.fieldid] ?? ''}
          error={form.errors[field.fieldid] || undefined}
          onChange={(value) => form.setAnswer(field.fieldid, value)}
        />
      ))}
    </Stack>
  );
}

interface InputProps {
  field: GenericCustomField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function CustomFieldInput({ field, value, error, onChange }: InputProps) {
  const common = { label: field.label, description: field.helptext || undefined, withAsterisk: field.required, error };
  switch (field.fieldtype) {
    case 'list':
      return <Select {...common} data={field.options} value={value || null} onChange={(next) => onChange(next ?? '')} clearable />;
    case 'yesno':
      return (
        <Radio.Group {...common} value={value} onChange={onChange}>
          <Group mt="xs">
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      );
    case 'date':
      return <TextInput {...common} type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'number':
      return <TextInput {...common} inputMode="decimal" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
    default:
      return <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

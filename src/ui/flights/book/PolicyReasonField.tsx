import { useState } from 'react';
import { NativeSelect, Stack, Textarea } from '@mantine/core';

export interface PolicyReasonFieldProps {
  /** The reasons the traveller's policy offers (REPRICE's policyreasons); none leaves the text box alone. */
  reasons: readonly string[];
  /** The reason as it goes out with the booking (policyreason). */
  value: string;
  onChange: (text: string) => void;
}

export const POLICY_REASON_LABEL = 'Reason for choosing an out-of-policy fare';
export const OWN_REASON_LABEL = 'Your own reason';
export const OTHER_REASON_CHOICE = 'Other…';
// The reasons are offered by their index, so no reason's text can be taken for this choice.
const OTHER = 'other';

/**
 * Out of policy (docs/features/policy.md "Screens"): one of the policy's reasons, or "Other…" and
 * the traveller's own words. Either way the text is the booking's policyreason.
 */
export function PolicyReasonField({ reasons, value, onChange }: PolicyReasonFieldProps) {
  // "Other…" chosen: the text box stays even while what is typed is empty or matches a reason.
  const [writing, setWriting] = useState(false);
  const textBox = (label: string) => (
    <Textarea label={label} required minRows={2} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  );
  if (reasons.length === 0) return textBox(POLICY_REASON_LABEL);

  const index = reasons.indexOf(value);
  // A text that is none of the reasons (restored from an approval request) is the traveller's own.
  const choice = writing || (index < 0 && value !== '') ? OTHER : index < 0 ? '' : String(index);
  const options = [
    { value: '', label: 'Select' },
    ...reasons.map((reason, i) => ({ value: String(i), label: reason })),
    { value: OTHER, label: OTHER_REASON_CHOICE },
  ];
  return (
    <Stack gap="xs">
      <NativeSelect
        label={POLICY_REASON_LABEL}
        required
        data={options}
        value={choice}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setWriting(next === OTHER);
          onChange(next === OTHER || next === '' ? '' : (reasons[Number(next)] ?? ''));
        }}
      />
      {choice === OTHER && textBox(OWN_REASON_LABEL)}
    </Stack>
  );
}

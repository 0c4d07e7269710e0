import { Group, Radio } from '@mantine/core';
import { APPROVAL_RULES, type ApprovalRule } from '../../contract/policy/rule-fields';
import { APPROVAL_LABELS } from './field-words';

export interface ApprovalRuleRadiosProps {
  /** 'Insurance needs an approval', 'A hotel booking needs an approval'. */
  label: string;
  value: ApprovalRule;
  onChange: (rule: ApprovalRule) => void;
  error?: string;
}

/** When a booking needs an approval: only out of policy, always or never (insurance's and hotels' rule). */
export function ApprovalRuleRadios({ label, value, onChange, error }: ApprovalRuleRadiosProps) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as ApprovalRule)} error={error}>
      <Group mt="xs">
        {APPROVAL_RULES.map((rule) => (
          <Radio key={rule} value={rule} label={APPROVAL_LABELS[rule]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

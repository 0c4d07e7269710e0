import { Alert, List, Textarea } from '@mantine/core';
import type { ExpenseLine } from '../../contract/expenses/line-shape';
import { showAmount } from './expense-format';

/* What the line's last save found: look-alike claims (a warning, finance decides) and the policy verdict. */

export interface LineSaveResultProps {
  line: ExpenseLine;
  justification: string;
  onJustification: (text: string) => void;
}

/** True when the stored line needs the person's attention (shown when they change it). */
export const needsAttention = (line: ExpenseLine) => line.duplicates.length > 0 || line.policy.outofpolicy;

export function LineSaveResult({ line, justification, onJustification }: LineSaveResultProps) {
  return (
    <>
      {line.duplicates.length > 0 && (
        <Alert color="yellow" title="Looks like a claim already made">
          <List size="sm">
            {line.duplicates.map((d) => (
              <List.Item key={d.lineid}>
                Looks like a claim already made: {d.claimant}, {d.expensedate}, {d.merchant || 'no merchant'},{' '}
                {showAmount(d.amount, d.currency)}
                {d.match === 'receipt' ? ' (the same receipt)' : ''}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {line.policy.outofpolicy && (
        <>
          <Alert color="red" title="Out of policy">
            <List size="sm">
              {line.policy.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Alert>
          <Textarea
            label="Justification"
            description="Why this spend was needed; the report cannot be submitted without it."
            required
            autosize
            minRows={2}
            value={justification}
            onChange={(e) => onJustification(e.currentTarget.value)}
          />
        </>
      )}
    </>
  );
}

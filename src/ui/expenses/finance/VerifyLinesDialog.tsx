import { useState } from 'react';
import { Alert, Button, Card, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { api, errorMessage, newActionKey } from '../../../api';
import { verifyExpenseReport } from '../../../contract/expenses/finance';
import type { ExpenseLine } from '../../../contract/expenses/line-shape';
import type { ExpenseReport } from '../../../contract/expenses/report-shape';
import { formatDate } from '../../../domain/format';
import { usePhoneLayout } from '../../shared/use-phone-layout';
import { type LineDraft, type LineError, draftsFromClaims, lineVerdicts } from './line-verdicts';
import { exactMoneyText } from './money-text';

export interface VerifyLinesDialogProps {
  report: ExpenseReport;
  opened: boolean;
  onClose: () => void;
  onVerified: (report: ExpenseReport) => void;
}

/** Names a line in its inputs: the same labels repeat once per line. */
const describeLine = (line: ExpenseLine, index: number) => `line ${index + 1}, ${line.categoryname}${line.merchant ? ` at ${line.merchant}` : ''}`;

/** Finance's verification: each line's claim against the amount allowed, a remark wherever they differ. */
export function VerifyLinesDialog({ report, opened, onClose, onVerified }: VerifyLinesDialogProps) {
  const phone = usePhoneLayout();
  const [drafts, setDrafts] = useState(() => draftsFromClaims(report.lines));
  const [errors, setErrors] = useState<Record<string, LineError>>({});
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const edit = (lineid: string, change: Partial<LineDraft>) => {
    setDrafts((d) => ({ ...d, [lineid]: { ...d[lineid]!, ...change } }));
    setErrors(({ [lineid]: _fixed, ...rest }) => rest);
  };
  const verify = async () => {
    const checked = lineVerdicts(report.lines, drafts);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    setBusy(true);
    setFailure('');
    try {
      const answer = await api.callOperation(verifyExpenseReport, { reportid: report.reportid, lines: checked.verdicts, remarks: remarks.trim() }, { idempotencyKey: newActionKey() });
      onVerified(answer.report);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Verify ${report.reportno}`} size="lg" fullScreen={phone}>
      <Stack>
        <Text size="sm">Each line is allowed as claimed unless you change its amount; a changed amount needs a remark the employee will read.</Text>
        {report.lines.map((line, index) => {
          const name = describeLine(line, index);
          const error = errors[line.lineid];
          const draft = drafts[line.lineid] ?? { allowed: line.baseamount, remark: '' };
          return (
            <Card key={line.lineid} withBorder padding="sm" role="group" aria-label={`Verify ${name}`}>
              <Stack gap="xs">
                <Text fw={600} size="sm">{`${formatDate(line.expensedate)} · ${line.categoryname}${line.merchant ? ` · ${line.merchant}` : ''}`}</Text>
                <Text size="sm">{`Claimed ${exactMoneyText(line.baseamount, line.basecurrency)}${line.reimbursable ? '' : ' (not reimbursed: paid by the company)'}`}</Text>
                {line.policy.outofpolicy && <Text size="sm" c="red.9">{`Out of policy: ${line.policy.reasons.join('; ')}${line.justification ? ` · Justification: ${line.justification}` : ''}`}</Text>}
                <Group grow align="start" wrap="wrap">
                  <TextInput
                    label="Allowed"
                    aria-label={`Allowed for ${name}`}
                    inputMode="decimal"
                    value={draft.allowed}
                    onChange={(e) => edit(line.lineid, { allowed: e.currentTarget.value })}
                    error={error?.field === 'allowed' ? error.message : undefined}
                    miw={140}
                  />
                  <TextInput
                    label="Remark"
                    aria-label={`Remark for ${name}`}
                    value={draft.remark}
                    onChange={(e) => edit(line.lineid, { remark: e.currentTarget.value })}
                    error={error?.field === 'remark' ? error.message : undefined}
                    maxLength={500}
                    miw={180}
                  />
                </Group>
              </Stack>
            </Card>
          );
        })}
        <Textarea label="Remarks on the report (optional)" value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} maxLength={1000} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => void verify()}>
            Verify
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

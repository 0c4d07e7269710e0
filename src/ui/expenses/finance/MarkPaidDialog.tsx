import { api, newActionKey } from '../../../api';
import { markExpensesReimbursed } from '../../../contract/expenses/finance';
import { AskTextDialog } from '../AskTextDialog';

export interface MarkPaidDialogProps {
  batchid: string;
  opened: boolean;
  onCancel: () => void;
  /** How many reports became reimbursed. */
  onPaid: (count: number) => void;
}

/** "Mark paid": the bank's reference for the transfer is what the employee and the auditors will quote. */
export function MarkPaidDialog({ batchid, opened, onCancel, onPaid }: MarkPaidDialogProps) {
  return (
    <AskTextDialog
      opened={opened}
      title={`Mark batch ${batchid} paid`}
      confirmLabel="Mark paid"
      message="Every report of the batch becomes reimbursed, with this reference."
      label="Bank reference"
      required
      requiredMessage="The bank reference is required"
      multiline={false}
      maxLength={100}
      onCancel={onCancel}
      onConfirm={async (reference) => {
        // One key per confirmation: a retried request is answered once by the server.
        onPaid((await api.callOperation(markExpensesReimbursed, { batchid, reference }, { idempotencyKey: newActionKey() })).count);
      }}
    />
  );
}

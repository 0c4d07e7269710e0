import { describe } from 'vitest';
import { approvalMachine, approvalWith, type ApprovalOutcome } from './approval.machine';
import { testOneCall, type CallEvent, type Expected } from './one-call.test-kit';

const FAILED = 'Failed to send the booking request for approval. Please try again.';
const booking = { paymentmode: 'cashcard', clientref: 'c-1' };

const events: CallEvent<ApprovalOutcome>[] = [
  { type: 'done', output: { ok: true, approvalid: 'BA1', message: 'Sent to Meera Manager' } },
  { type: 'done', output: { ok: false, message: 'No approver is set for your grade' } },
  { type: 'done', output: { ok: false, message: '' } },
  { type: 'error', error: new Error('offline') },
  { type: 'error', error: new Error('') },
];

/** One request: sent with its approval; refused with the server's message or ours; a failed call shows ours. */
function expectedAfter(path: CallEvent<ApprovalOutcome>[]): Expected {
  const s: Expected = { value: 'sending', calls: [{ booking }] };
  const [first] = path;
  if (first?.type === 'done' && first.output.ok) {
    const { approvalid, message } = first.output;
    return { ...s, value: 'sent', output: { status: 'sent', approvalid, message } };
  }
  if (first?.type === 'done' && !first.output.ok)
    return { ...s, value: 'refused', output: { status: 'refused', error: first.output.message || FAILED } };
  if (first?.type === 'error') return { ...s, value: 'refused', output: { status: 'refused', error: FAILED } };
  return s;
}

describe('approval machine', () => {
  testOneCall({
    name: 'approval',
    machine: approvalMachine,
    machineWith: approvalWith,
    src: 'sendForApproval',
    input: { booking, failedMessage: FAILED },
    events,
    expectedAfter,
    outcomes: ['sending', 'sent', 'refused'],
  });
});

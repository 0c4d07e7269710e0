import { List, Text } from '@mantine/core';
import { api } from '../../../api';
import { previewApprovalWorkflow } from '../../../contract/approvals/operations';
import { PanelFrame } from './PanelFrame';
import { type PanelProps, useTripPanel } from './use-trip-panel';

/**
 * Before submitting: who will approve (previewapprovalworkflow), level by level, with today's
 * delegations applied by the server ("for <name>" when a delegate stands in).
 */
export function ApprovalPreviewPanel({ profileid, tripid, revision }: PanelProps) {
  const preview = useTripPanel(profileid, tripid, 'approval-preview', () => api.callOperation(previewApprovalWorkflow, { tripid }), revision);
  if (!preview) return null;
  return (
    <PanelFrame title="Approval workflow">
      {preview.approvalmode === 'notify' ? (
        <Text size="sm">This trip needs no approval: your manager is informed when you submit it.</Text>
      ) : preview.workflow.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody is set up to approve this trip yet.
        </Text>
      ) : (
        <List aria-label="Approval levels" size="sm">
          {preview.workflow.map((step) => (
            <List.Item key={step.level}>
              Level {step.level}: {step.approvername}
              {step.onbehalfofname ? ` (for ${step.onbehalfofname})` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </PanelFrame>
  );
}

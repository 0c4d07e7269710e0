import { createFileRoute } from '@tanstack/react-router';
import { ApprovalsPage } from '../../ui/approvals/ApprovalsPage';

export const Route = createFileRoute('/_authenticated/approvals')({
  component: ApprovalsPage,
});

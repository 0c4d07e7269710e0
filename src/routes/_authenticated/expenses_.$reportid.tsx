import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../../ui/expenses/ReportPage';

/** /expenses/<reportid>: one expense report (not nested in /expenses, which is a page of its own). */
export const Route = createFileRoute('/_authenticated/expenses_/$reportid')({
  component: function ExpenseReportRoute() {
    const { reportid } = Route.useParams();
    // Keyed by id: another report starts with fresh local state (dialogs, messages).
    return <ReportPage key={reportid} reportid={reportid} />;
  },
});

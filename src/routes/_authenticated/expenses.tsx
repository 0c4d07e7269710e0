import { createFileRoute } from '@tanstack/react-router';
import { ExpensesPage } from '../../ui/expenses/ExpensesPage';

/** /expenses: the user's claims (docs/features/expenses.md). */
export const Route = createFileRoute('/_authenticated/expenses')({
  component: ExpensesPage,
});

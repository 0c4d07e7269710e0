import { db } from './database';
import { keptAnswers } from './kept-answers';

/*
 * The expense lists and reports a profile last loaded (docs/outbox.md "Expense lines and
 * receipts"), so the screens show them offline, after a reload too. Cleared at logout and session
 * expiry (session/forget.ts): amounts, merchants and remarks are personal.
 */

/** Five filtered lists plus the reports opened most recently. */
export const EXPENSE_VIEWS_KEPT = 40;

const views = keptAnswers(() => db.expenseViews, EXPENSE_VIEWS_KEPT);

export const keptExpenseView = (profileid: string, key: string) => views.read(profileid, key);
export const keepExpenseView = (profileid: string, key: string, data: unknown, now?: number) =>
  views.store(profileid, key, data, now);
export const clearExpenseViews = () => views.clear();

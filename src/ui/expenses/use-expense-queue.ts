import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import { pendingExpenseDeletes, pendingExpenseLines } from '../../db/expense-local';
import type { ExpenseLineRow } from '../../db/expense-rows';
import { type OutboxEntry, outboxTable } from '../../db/outbox';

/* What this device still has to send of the user's expenses, live from IndexedDB (any tab's changes). */

const EXPENSE_OPERATIONS = new Set([
  'saveExpenseLine',
  'deleteExpenseLine',
  'createExpenseReport',
  'submitExpenseReport',
  'deleteExpenseReport',
]);

export interface ExpenseQueue {
  /** Lines saved here and not yet confirmed, newest first. */
  lines: ExpenseLineRow[];
  /** Lines whose delete waits: hidden from the server's lists. */
  deletes: Set<string>;
  /** Reports whose submit waits: the server's refusal when it refused it, else ''. */
  submits: Map<string, string>;
  /** Reports created here and not yet on the server (their queued creates). */
  creates: OutboxEntry[];
  /** Reports whose delete waits: hidden from the server's lists. */
  reportDeletes: Set<string>;
  /** Expense changes still queued, failed ones included. */
  queued: number;
}

const NOTHING: ExpenseQueue = { lines: [], deletes: new Set(), submits: new Map(), creates: [], reportDeletes: new Set(), queued: 0 };

/**
 * The queue's state; `onSent` runs each time a queued expense change leaves the queue (the server
 * confirmed it, or the user discarded it), so the screen reads the server's lists again.
 * `onSent` must be a stable function.
 */
export function useExpenseQueue(profileid: string, onSent: () => void): ExpenseQueue {
  const queue =
    useLiveQuery(async (): Promise<ExpenseQueue> => {
      // One after another: each read stays inside the live query's tracking.
      const lines = await pendingExpenseLines(profileid);
      const deletes = new Set(await pendingExpenseDeletes(profileid));
      const entries = await outboxTable(db)
        .filter((e) => e.profileid === profileid && EXPENSE_OPERATIONS.has(e.operation))
        .toArray();
      const submits = new Map(
        entries
          .filter((e) => e.operation === 'submitExpenseReport')
          .map((e) => [String(e.fields.reportid), e.state === 'failed' ? (e.lastError ?? '') : ''] as const),
      );
      const creates = entries.filter((e) => e.operation === 'createExpenseReport');
      const reportDeletes = new Set(entries.filter((e) => e.operation === 'deleteExpenseReport').map((e) => String(e.fields.reportid)));
      return { lines, deletes, submits, creates, reportDeletes, queued: entries.length };
    }, [profileid]) ?? NOTHING;

  const previous = useRef(queue.queued);
  useEffect(() => {
    if (queue.queued < previous.current) onSent();
    previous.current = queue.queued;
  }, [queue.queued, onSent]);
  return queue;
}

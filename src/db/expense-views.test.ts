import { afterEach, describe, expect, it } from 'vitest';
import { forgetSessionData } from '../session/forget';
import { db } from './database';
import { EXPENSE_VIEWS_KEPT, keepExpenseView, keptExpenseView } from './expense-views';

afterEach(() => db.expenseViews.clear());

const list = { reports: [], unreportedlines: [{ lineid: 'L1' }] };

describe('kept expense views', () => {
  it('gives a list back only to the profile and call it was loaded for', async () => {
    await keepExpenseView('P1', 'myexpenses:all', list, 1000);
    expect(await keptExpenseView('P1', 'myexpenses:all')).toEqual({ data: list, cachedat: 1000 });
    expect(await keptExpenseView('P2', 'myexpenses:all')).toBeUndefined();
    expect(await keptExpenseView('P1', 'myexpenses:open')).toBeUndefined();
  });

  it(`keeps the ${EXPENSE_VIEWS_KEPT} latest of a profile, and leaves other profiles alone`, async () => {
    await keepExpenseView('P2', 'theirs', list, 1);
    for (let i = 0; i < EXPENSE_VIEWS_KEPT + 1; i++) await keepExpenseView('P1', `report:${i}`, list, 100 + i);
    expect(await keptExpenseView('P1', 'report:0')).toBeUndefined();
    expect(await keptExpenseView('P1', 'report:1')).toBeDefined();
    expect(await keptExpenseView('P2', 'theirs')).toBeDefined();
  });

  it('is emptied at logout and session expiry', async () => {
    await keepExpenseView('P1', 'myexpenses:all', list);
    await forgetSessionData();
    expect(await db.expenseViews.count()).toBe(0);
  });
});

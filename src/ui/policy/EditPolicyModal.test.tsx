import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditPolicyModal } from './EditPolicyModal';
import { appliesTo } from './PoliciesTable';
import { updatePolicy } from './policy-api';
import { SALES_POLICY, giveDocumentFonts, renderInMantine } from './policy-test-kit';

/* Assigning a policy by grade: the Grades picker offers the company's grades and saves their ids with the rest. */

vi.mock('./policy-api', async () => (await import('./policy-test-kit')).fakePolicyApi());
beforeAll(giveDocumentFonts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('EditPolicyModal', () => {
  it('picks a grade and saves it with the departments and people', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderInMantine(<EditPolicyModal policy={SALES_POLICY} onClose={() => undefined} onSaved={onSaved} />);
    await user.click(await screen.findByPlaceholderText('Pick grades'));
    await user.click(await screen.findByRole('option', { name: 'Manager (M2)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updatePolicy).toHaveBeenCalledWith({ travelpolicyid: 'TP2', name: 'Sales team', departmentids: ['DP1'], gradeids: ['GR1'], profileids: ['20001'] });
  }, 30_000);

  it('names the grades a policy holds for, and reads a policy kept before grades existed', () => {
    expect(appliesTo({ ...SALES_POLICY, grades: [{ id: 'GR1', name: 'Manager' }] })).toBe('Sales (department), Manager (grade), Rahul Verma');
    const { grades: _, ...older } = SALES_POLICY;
    expect(appliesTo(older as typeof SALES_POLICY)).toBe('Sales (department), Rahul Verma');
  });
});

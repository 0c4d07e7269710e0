import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import type { CorporateBudget } from '../../contract/masters/budgets';
import { ApiError } from '../../api';
import { MasterPanel } from './MasterPanel';
import type { MasterSpec } from './master-spec';
import { budgetSpec } from './org-specs';

/* The generic master screen, driven by the real budget description with its calls swapped for fakes. */

afterEach(cleanup);

const CHOICES_DEPT = { departmentid: 'DP1', departmentname: 'Sales', departmentcode: 'SAL', status: 'active' };
const BUDGET: CorporateBudget = { budgetid: 'BG1', departmentid: 'DP1', costcenterid: '', financialyear: '2026-27', amount: '2500000.00', currency: 'INR', status: 'active' };

vi.mock('./use-org-choices', () => ({
  useOrgChoices: () => ({
    departments: [{ value: CHOICES_DEPT.departmentid, label: 'Sales (SAL)' }, { value: 'DP2', label: 'Engineering (ENG)' }],
    costcenters: [
      { value: 'CC1', label: 'Sales North (SN)', departmentid: 'DP1' },
      { value: 'CC2', label: 'Platform (PLT)', departmentid: 'DP2' },
    ],
  }),
}));

function renderPanel(role: string, overrides: Partial<MasterSpec<CorporateBudget>> = {}) {
  const save = vi.fn(async () => undefined);
  const spec: MasterSpec<CorporateBudget> = { ...budgetSpec, list: `budgets-${Math.random()}`, fetchPage: async () => ({ rows: [BUDGET], totalcount: 1 }), save, ...overrides };
  render(
    <MantineProvider>
      <MasterPanel spec={spec} profileid="20006" role={role} />
    </MantineProvider>,
  );
  return save;
}

describe('MasterPanel', () => {
  it('lists rows with their parents named, and offers no changes to a role the server would refuse', async () => {
    renderPanel('traveladmin');
    const table = await screen.findByRole('table', { name: 'Budgets' });
    expect(await within(table).findByText('Sales (SAL)')).toBeTruthy();
    expect(within(table).getByText('Whole department')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add budget' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('checks the form against the contract and saves the record the call takes', async () => {
    const save = renderPanel('financeadmin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add budget' }));
    // The form opens in a modal with a transition; wait for it rather than assume it is there.
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText('Financial year is required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: /^Department/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales (SAL)', hidden: true }));
    // The cost centres follow the department chosen.
    await userEvent.click(screen.getByRole('combobox', { name: /^Cost centre/ }));
    expect(screen.queryByRole('option', { name: 'Platform (PLT)', hidden: true })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Sales North (SN)', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Financial year/ }), '2027-28');
    await userEvent.type(screen.getByRole('textbox', { name: /^Amount/ }), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ departmentid: 'DP1', costcenterid: 'CC1', financialyear: '2027-28', amount: '100000', status: 'active' }, true);
  }, 20_000);

  it('edits a row under its id and shows a refusal naming a field under that field', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(400, 'jsondata.CorporateBudget.financialyear: a budget for this year exists');
    });
    renderPanel('financeadmin', { save });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the 2026-27 budget' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ budgetid: 'BG1', amount: '2500000.00' }), false);
    expect(await screen.findByText('a budget for this year exists')).toBeTruthy();
  }, 20_000);
});

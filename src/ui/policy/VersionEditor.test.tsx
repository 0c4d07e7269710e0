import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api';
import { OPEN_POLICY_RULES } from '../../contract/policy/rules';
import { DraftArea } from './DraftArea';
import { saveDraft } from './policy-api';
import { SALES_POLICY, giveDocumentFonts, paste, renderInMantine } from './policy-test-kit';

/* The draft editor with its calls swapped for fakes: a rule changed and saved, a bad amount shown under its field. */

vi.mock('./policy-api', async () => (await import('./policy-test-kit')).fakePolicyApi());
beforeAll(giveDocumentFonts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderEditor = () => {
  const onChanged = vi.fn();
  renderInMantine(
    <DraftArea policy={SALES_POLICY} groups={[{ value: 'LG1', label: 'Metro cities' }]} onChanged={onChanged} />,
  );
  return onChanged;
};

describe('VersionEditor', () => {
  it('shows a bad amount under its field, then saves the draft with the changed rules', async () => {
    const user = userEvent.setup();
    const onChanged = renderEditor();
    expect(await screen.findByRole('heading', { name: 'Draft: version 3' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement;
    // Nothing to save until something changes.
    expect(save.disabled).toBe(true);

    const maxFare = screen.getByRole('textbox', { name: 'Max fare per traveller, domestic' });
    await paste(user, maxFare, '12,000');
    await user.click(save);
    expect(await screen.findByText('Domestic max fare must be an amount like 12000 or empty')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Some rules need a look: see the fields marked.');
    expect(saveDraft).not.toHaveBeenCalled();

    // Once shown, the problem follows each edit.
    await user.clear(maxFare);
    await paste(user, maxFare, '1200000');
    await waitFor(() =>
      expect(screen.queryByText('Domestic max fare must be an amount like 12000 or empty')).toBeNull(),
    );
    expect(screen.getByText('₹12,00,000')).toBeTruthy();
    await user.click(
      within(screen.getByRole('group', { name: 'Domestic cabins' })).getByRole('checkbox', { name: 'First' }),
    );
    await user.click(within(screen.getByRole('region', { name: 'Insurance' })).getByRole('radio', { name: 'Always' }));
    await paste(user, screen.getByRole('textbox', { name: 'Reason 1' }), ' today');
    await user.click(save);

    await waitFor(() =>
      expect(saveDraft).toHaveBeenCalledWith('TP2', '2026-07-01', {
        ...OPEN_POLICY_RULES,
        flight: {
          ...OPEN_POLICY_RULES.flight,
          domesticcabins: ['economy', 'premiumeconomy', 'business'],
          maxdomesticfare: '1200000.00',
        },
        insurance: { ...OPEN_POLICY_RULES.insurance, approvalrule: 'always' },
        reasons: ['Meeting time today', ...OPEN_POLICY_RULES.reasons.slice(1)],
      }),
    );
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(save.disabled).toBe(true));
  }, 30_000);

  it('checks a new fare cap’s ends and amount, and shows a refusal naming a cap’s end under it', async () => {
    const user = userEvent.setup();
    vi.mocked(saveDraft).mockRejectedValueOnce(
      new ApiError(400, 'jsondata.rules.flight.farecaps.0.destination: LG1 is not a location group of your company'),
    );
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add fare cap' }));
    const cap = screen.getByRole('group', { name: 'Fare cap 1' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(cap).findByText('From must be a 3-letter airport code, like BOM')).toBeTruthy();
    expect(within(cap).getByText('Max fare is required')).toBeTruthy();
    expect(saveDraft).not.toHaveBeenCalled();

    await user.selectOptions(within(cap).getByRole('combobox', { name: 'From' }), 'any');
    await user.selectOptions(within(cap).getByRole('combobox', { name: 'To' }), 'group');
    await user.click(within(cap).getByRole('combobox', { name: 'To location group' }));
    await user.click(await screen.findByRole('option', { name: 'Metro cities', hidden: true }));
    await paste(user, within(cap).getByRole('textbox', { name: 'Max fare per traveller' }), '8000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(vi.mocked(saveDraft).mock.calls[0]?.[2].flight.farecaps).toEqual([
        {
          origintype: 'any',
          origin: '',
          destinationtype: 'group',
          destination: 'LG1',
          bothways: true,
          maxfare: '8000.00',
        },
      ]),
    );
    expect(await within(cap).findByText('LG1 is not a location group of your company')).toBeTruthy();
  }, 30_000);
});

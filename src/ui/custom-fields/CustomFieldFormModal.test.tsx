import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { CustomFieldFormModal } from './CustomFieldFormModal';
import { type FieldDraft, blankField } from './custom-fields-api';

afterEach(cleanup);

const SCOPES = {
  triptypes: [
    { value: 'TT1001D', label: 'Domestic' },
    { value: 'TT1001I', label: 'International' },
  ],
  categories: [{ value: 'CAT1', label: 'Meals (MEAL)' }],
};

const draft = (fields: Partial<FieldDraft> = {}): FieldDraft => ({ ...blankField('createtrip'), label: 'Client code', ...fields });

function renderForm(initial: FieldDraft) {
  const onSave = vi.fn(async () => undefined);
  render(
    <MantineProvider>
      <CustomFieldFormModal title="New field" draft={initial} onClose={() => undefined} onSave={onSave} scopes={SCOPES} />
    </MantineProvider>,
  );
  return onSave;
}

describe('CustomFieldFormModal scope pickers', () => {
  it('limits a field to a trip type picked by name and saves its id', async () => {
    const onSave = renderForm(draft());
    const picker = await screen.findByRole('combobox', { name: 'Only for trip type' });
    expect(picker).toHaveProperty('value', 'Every trip type');
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Domestic', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ triptypeid: 'TT1001D', categoryid: '' }));
  }, 20_000);

  it('keeps a stored scope the company no longer lists, named as such', async () => {
    const onSave = renderForm(draft({ triptypeid: 'TT-GONE', categoryid: 'CAT1' }));
    expect(await screen.findByDisplayValue('TT-GONE (no longer listed)')).toBeTruthy();
    expect(screen.getByDisplayValue('Meals (MEAL)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ triptypeid: 'TT-GONE', categoryid: 'CAT1' }));
  }, 20_000);
});

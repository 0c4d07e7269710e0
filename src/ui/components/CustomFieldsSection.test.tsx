import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { GenericCustomField } from '../../contract/custom-fields/fields';
import { CustomFieldsSection } from './CustomFieldsSection';

afterEach(cleanup);

const base = { channel: 'createtrip', helptext: '', options: [], sortorder: 1, triptypeid: '', categoryid: '', required: false };
const fields: GenericCustomField[] = [
  { ...base, fieldid: 'F1', label: 'Cost code', fieldtype: 'text', required: true, helptext: 'From your manager' },
  { ...base, fieldid: 'F2', label: 'Billable to client', fieldtype: 'yesno' },
  { ...base, fieldid: 'F3', label: 'Region', fieldtype: 'list', options: ['North', 'South'] },
];

function renderSection(errors: Record<string, string> = {}, setAnswer = vi.fn()) {
  render(
    <MantineProvider>
      <CustomFieldsSection form={{ fields, answers: { F1: '' }, errors, setAnswer }} />
    </MantineProvider>,
  );
  return setAnswer;
}

describe('CustomFieldsSection', () => {
  it('labels every field, with its help text and the error naming it', () => {
    renderSection({ F1: 'Cost code is required' });
    const code = screen.getByRole('textbox', { name: /Cost code/ });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('From your manager')).toBeTruthy();
    expect(screen.getByText('Cost code is required')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(screen.getAllByLabelText('Region').length).toBeGreaterThan(0);
  });

  it('reports answers by field id', () => {
    const setAnswer = renderSection();
    fireEvent.change(screen.getByRole('textbox', { name: /Cost code/ }), { target: { value: 'CC-1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(setAnswer.mock.calls).toEqual([
      ['F1', 'CC-1'],
      ['F2', 'no'],
    ]);
  });

  it('renders nothing for a channel without fields', () => {
    render(
      <MantineProvider>
        <CustomFieldsSection form={{ fields: [], answers: {}, errors: {}, setAnswer: vi.fn() }} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('group')).toBeNull();
  });
});

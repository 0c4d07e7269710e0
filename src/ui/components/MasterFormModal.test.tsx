import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { addBillableCustomer } from '../../contract/masters/billable-customers';
import { ApiError } from '../../api';
import { MasterFormModal } from './MasterFormModal';
import { serverFieldError } from './master-form-errors';

afterEach(cleanup);
const schema = addBillableCustomer.request.entries.jsondata.entries.BillableCustomer;

function renderForm(onSave = vi.fn(async () => undefined)) {
  render(
    <MantineProvider>
      <MasterFormModal
        title="Add billable customer"
        opened
        fields={[
          { name: 'name', label: 'Name', kind: 'text', required: true },
          { name: 'code', label: 'Code', kind: 'text', required: true },
          { name: 'gstin', label: 'GST number', kind: 'text' },
        ]}
        initial={{ name: '', code: '', gstin: '' }}
        schema={schema}
        onClose={() => undefined}
        onSave={onSave}
      />
    </MantineProvider>,
  );
  return onSave;
}

describe('MasterFormModal', () => {
  it('names each bad field by its label and saves nothing', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'GST number' }), '27AAACT2727Q1ZX');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Code is required')).toBeTruthy();
    expect(screen.getByText(/check digit/)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a server refusal under the field it names', async () => {
    renderForm(vi.fn(async () => Promise.reject(new ApiError(400, 'jsondata.BillableCustomer.code: another customer of your company has this code'))));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Wipro');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'WIPRO');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('another customer of your company has this code')).toBeTruthy();
  });

  it('reads a field name out of a server message only when the form has that field', () => {
    expect(serverFieldError('jsondata.Projects.projectname: projectname is required', ['projectname'])).toEqual({ projectname: 'projectname is required' });
    expect(serverFieldError('Something went wrong', ['name'])).toBeNull();
    expect(serverFieldError('sortby: sort by one of name', ['name'])).toBeNull();
  });
});

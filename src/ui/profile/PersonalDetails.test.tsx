import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError } from '../../api/errors';
import type { GenericCustomField } from '../../contract/custom-fields/fields';
import { loginFixture } from '../../session/login-fixture';
import { answerCalls, renderScreen } from '../shared/screen-test-kit';
import { PersonalDetails } from './PersonalDetails';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

const field = (fields: Partial<GenericCustomField>): GenericCustomField => ({
  fieldid: 'f1', channel: 'profile', label: 'Employee code', fieldtype: 'text', required: true, helptext: '', options: [], sortorder: 1, triptypeid: '', categoryid: '',
  ...fields,
});
const FIELDS = [field({}), field({ fieldid: 'f2', label: 'Seat number', fieldtype: 'number', required: false, sortorder: 2 })];
const rules = { idproofnames: false, allowskipverification: false };

async function openEditor(confirm: (fields: Record<string, unknown>) => unknown) {
  callOperation.mockImplementation(
    answerCalls(
      {
        getcustomfieldsforchannel: (fields) => {
          expect(fields).toMatchObject({ channel: 'profile' });
          return { ApiStatus: { Status: 'OK' }, GenericCustomField: FIELDS };
        },
        confirmbasicprofile: confirm,
      },
      () => Promise.reject(new NetworkError()),
    ),
  );
  const onSaved = vi.fn();
  renderScreen(<PersonalDetails profile={loginFixture().profilemaster} rules={rules} customAnswers={{ f1: 'E-42' }} onCustomAnswersSaved={onSaved} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
  const code = await screen.findByRole('textbox', { name: 'Employee code' });
  await waitFor(() => expect((code as HTMLInputElement).value).toBe('E-42'));
  return { code, seat: screen.getByRole('textbox', { name: 'Seat number' }), onSaved };
}

const sentCalls = () => callOperation.mock.calls.filter(([op]) => (op as { action: string }).action === 'confirmbasicprofile').map(([, fields]) => fields as Record<string, unknown>);

describe('profile custom fields in the personal-details editor', () => {
  it('pre-fills the saved answers, checks them with the shared rule before saving, and saves them with the update', async () => {
    const { code, seat, onSaved } = await openEditor(() => ({ ApiStatus: { Status: 'OK', Message: 'Your profile details are updated' } }));
    await userEvent.clear(code);
    await userEvent.type(seat, 'twelve');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Employee code is required')).toBeTruthy();
    expect(screen.getByText('Seat number must be a number')).toBeTruthy();
    expect(sentCalls()).toEqual([]);

    await userEvent.type(code, ' E-7 ');
    await userEvent.clear(seat);
    await userEvent.type(seat, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Your profile details are updated');
    expect(sentCalls()).toEqual([expect.objectContaining({ firstname: 'Ravi', confirm: false, customfields: { f1: ' E-7 ', f2: '12' } })]);
    expect(onSaved).toHaveBeenCalledWith({ f1: 'E-7', f2: '12' });
  });

  it('shows a server refusal naming a custom field under that field', async () => {
    const { code } = await openEditor(() => Promise.reject(new ApiError(400, 'customfields: Employee code must be one of: E-1, E-2')));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Employee code must be one of: E-1, E-2')).toHaveLength(1);
    await userEvent.type(code, '1');
    expect(code.getAttribute('aria-invalid')).not.toBe('true');
  });
});

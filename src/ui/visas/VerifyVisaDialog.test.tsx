import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError } from '../../api/errors';
import type { VisaForVerify } from '../../contract/visas/verify';
import { renderScreen } from '../shared/screen-test-kit';
import { VerifyVisaDialog } from './VerifyVisaDialog';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));

const VISA: VisaForVerify = {
  recordid: '7',
  profileid: '20001',
  travellername: 'Rahul Verma',
  travelleremail: 'traveller@acme.test',
  country: 'GB',
  visatype: 'Business',
  visanumber: 'GB7788990',
  entries: 'multiple',
  validfrom: '2026-01-01',
  validto: '2030-12-31',
  status: 'pending',
  remark: '',
  scanfileid: 'f1',
  createdon: '2026-02-01T10:00:00.000Z',
};

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

function open(decision: 'verified' | 'rejected') {
  const onDone = vi.fn();
  renderScreen(<VerifyVisaDialog visa={VISA} decision={decision} onClose={vi.fn()} onDone={onDone} />);
  return { dialog: screen.getByRole('dialog', { name: decision === 'rejected' ? 'Reject visa' : 'Verify visa' }), onDone };
}

describe('VerifyVisaDialog', () => {
  it('asks for a remark before rejecting, then sends it trimmed', async () => {
    callOperation.mockResolvedValue({ ApiStatus: { Status: 'OK', Message: 'Visa rejected' } });
    const { dialog, onDone } = open('rejected');
    expect(within(dialog).getByText('Rahul Verma: United Kingdom Business visa GB7788990, valid 1 Jan 2026 – 31 Dec 2030.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Please enter a remark');
    expect(callOperation).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Remark \(required to reject\)/), '  Scan is blurred  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Visa rejected'));
    expect(callOperation.mock.calls[0]![1]).toEqual({ recordid: '7', status: 'rejected', remark: 'Scan is blurred' });
  });

  it('verifies without a remark, and shows the server’s field message or the fallback when it fails', async () => {
    callOperation.mockRejectedValueOnce(new ApiError(403, 'recordid: visa not found'));
    const { dialog, onDone } = open('verified');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('recordid: visa not found');

    callOperation.mockRejectedValueOnce(new NetworkError());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('The decision could not be saved. Please try again.'));
    expect(onDone).not.toHaveBeenCalled();
    expect(callOperation.mock.calls[0]![1]).toEqual({ recordid: '7', status: 'verified', remark: '' });
  });
});

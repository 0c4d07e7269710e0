import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerCalls, renderScreen } from '../shared/screen-test-kit';
import { VisaVerifyPanel } from './VisaVerifyPanel';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));

const PENDING = {
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

describe('Travel Admin → Visas', () => {
  it('lists pending visas first, and rejects one with a remark through the dialog', async () => {
    const asked: Record<string, unknown>[] = [];
    callOperation.mockImplementation(
      answerCalls(
        {
          getvisamasterlistforverify: (fields) => {
            asked.push(fields);
            return { ApiStatus: { Status: 'OK' }, list: [PENDING], totalcount: 1 };
          },
          verifyvisa: () => ({ ApiStatus: { Status: 'OK', Message: 'Visa rejected' } }),
        },
        () => ({}),
      ),
    );
    renderScreen(<VisaVerifyPanel profileid="20004" />);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the United Kingdom visa of Rahul Verma' }));
    expect(asked[0]).toMatchObject({ status: 'pending', pageno: 1 });

    const dialog = await screen.findByRole('dialog', { name: 'Reject visa' });
    await userEvent.type(within(dialog).getByLabelText(/Remark/), 'Scan is blurred');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('status')).textContent).toContain('Visa rejected');
    expect(callOperation.mock.calls.find(([op]) => op.action === 'verifyvisa')![1]).toEqual({ recordid: '7', status: 'rejected', remark: 'Scan is blurred' });
  });
});

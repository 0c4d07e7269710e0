import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionDialog } from './ActionDialog';
import { TRIP_ACTIONS } from './trip-action-defs';
import { renderScreen } from '../shared/screen-test-kit';

afterEach(cleanup);
const initial = { remarks: '', fromdate: '2026-05-10', todate: '2026-05-12' };

describe('trip action dialogs', () => {
  it('a date change needs remarks and ordered dates before anything is sent', async () => {
    const onConfirm = vi.fn(async () => null);
    renderScreen(<ActionDialog action={TRIP_ACTIONS.requestDateChange} initial={{ ...initial, todate: '2026-05-01' }} onConfirm={onConfirm} onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: /From date/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /To date/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('To date cannot be before the from date');
    cleanup();

    renderScreen(<ActionDialog action={TRIP_ACTIONS.requestDateChange} initial={initial} onConfirm={onConfirm} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter remarks');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Client moved the workshop');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(onConfirm).toHaveBeenCalledWith({ ...initial, remarks: 'Client moved the workshop' });
  });

  it('a recall takes optional remarks; book and pay ask only for confirmation; a failure shows inside the dialog', async () => {
    const onConfirm = vi.fn(async () => null);
    renderScreen(<ActionDialog action={TRIP_ACTIONS.recall} initial={initial} onConfirm={onConfirm} onClose={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recall' }));
    expect(onConfirm).toHaveBeenCalledWith(initial);
    cleanup();

    const failing = vi.fn(async () => TRIP_ACTIONS.book.fallback);
    renderScreen(<ActionDialog action={TRIP_ACTIONS.book} initial={initial} onConfirm={failing} onClose={() => undefined} />);
    expect(screen.queryByRole('textbox', { name: 'Remarks' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Trip Cannot be Booked, Please try again later.');
    cleanup();

    renderScreen(<ActionDialog action={TRIP_ACTIONS.payTrip} initial={initial} onConfirm={onConfirm} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Pay trip payment' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Remarks' })).toBeNull();
  });
});

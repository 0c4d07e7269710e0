import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '../../contract/people/confirm-register';
import { ConfirmInvitePage, LINK_INCOMPLETE } from './ConfirmInvitePage';

afterEach(cleanup);

const TOKEN = 'a'.repeat(43);
const INVITATION: Invitation = {
  ApiStatus: { Status: 'OK', Message: '' }, tcprofileid: 'PR1', corporateid: '1001', corporatename: 'Acme Industries',
  email: 'nina@acme.test', title: '', first_name: '', last_name: '', mobilenumber: '',
};
/** Pasted, not typed: typing key by key is slow in jsdom, and the form reads only the final value. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};
const inMantine = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('invitation page', () => {
  it('says so when the link has no webtoken', () => {
    inMantine(<ConfirmInvitePage webtoken={null} onDone={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe(LINK_INCOMPLETE);
  });

  it('checks the form, then confirms with the invitation echoed and goes on', async () => {
    const calls = { read: vi.fn(async () => ({ ok: true as const, value: INVITATION })), confirm: vi.fn(async () => ({ ok: true as const, value: {} })) };
    const onDone = vi.fn();
    inMantine(<ConfirmInvitePage webtoken={TOKEN} onDone={onDone} calls={calls} />);
    expect(await screen.findByText(/Acme Industries invited nina@acme.test/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(screen.getByText('first_name is required')).toBeTruthy();
    expect(calls.confirm).not.toHaveBeenCalled();
    await fill(screen.getByRole('textbox', { name: 'First name' }), 'Nina');
    await fill(screen.getByRole('textbox', { name: 'Last name' }), 'Shah');
    await fill(screen.getByRole('textbox', { name: 'Mobile number' }), '9898989898');
    await fill(screen.getByLabelText('New password'), 'Welcome123');
    await fill(screen.getByLabelText('Confirm new password'), 'Welcome123');
    await userEvent.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(calls.confirm).toHaveBeenCalledWith(expect.objectContaining({ webtoken: TOKEN, invitation: INVITATION, first_name: 'Nina', password: 'Welcome123' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows a spent link as an alert', async () => {
    const calls = { read: async () => ({ ok: false as const, message: 'This link is invalid or has expired.' }), confirm: vi.fn() };
    inMantine(<ConfirmInvitePage webtoken={TOKEN} onDone={() => undefined} calls={calls} />);
    expect((await screen.findByRole('alert')).textContent).toContain('invalid or has expired');
  });
});

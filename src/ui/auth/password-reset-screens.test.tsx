import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password';
import { EMAIL_REQUIRED, ForgotPasswordScreen } from './ForgotPasswordScreen';
import { LINK_INCOMPLETE, ResetPasswordScreen } from './ResetPasswordScreen';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));
afterEach(cleanup);

const SENT = 'If an account exists for that email, we have sent a reset link.';
const inMantine = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('forgot password screen', () => {
  it('asks for the email, then shows the server answer as it is', async () => {
    const request = vi.fn(async () => ({ ok: true as const, message: SENT }));
    inMantine(<ForgotPasswordScreen request={request} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(EMAIL_REQUIRED)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' someone@acme.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    expect(request).toHaveBeenCalledWith('someone@acme.test');
  });

  it('shows a refusal (a throttle) as an alert', async () => {
    inMantine(<ForgotPasswordScreen request={async () => ({ ok: false, message: 'Too many reset requests. Please wait an hour and try again.' })} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'someone@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many reset requests');
  });
});

describe('reset password screen', () => {
  const fill = async (next: string, confirm: string) => {
    await userEvent.type(screen.getByLabelText('New password'), next);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  };

  it('checks the password as the password change does, then sends it with the token', async () => {
    const reset = vi.fn(async () => ({ ok: true as const, message: 'Password reset' }));
    const onDone = vi.fn();
    inMantine(<ResetPasswordScreen token="T" onDone={onDone} reset={reset} />);
    await fill('weak', 'other');
    expect(screen.getByText(PASSWORD_RULE_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(reset).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await fill('Fresh@Reset42', 'Fresh@Reset42');
    expect(reset).toHaveBeenCalledWith('T', 'Fresh@Reset42');
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('shows why a link is refused and stays', async () => {
    const onDone = vi.fn();
    inMantine(<ResetPasswordScreen token="T" onDone={onDone} reset={async () => ({ ok: false, message: 'This reset link is invalid or has expired.' })} />);
    await fill('Fresh@Reset42', 'Fresh@Reset42');
    expect((await screen.findByRole('alert')).textContent).toContain('invalid or has expired');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says so when the link has no token', () => {
    inMantine(<ResetPasswordScreen token={null} onDone={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(LINK_INCOMPLETE);
    expect((screen.getByRole('button', { name: 'Set new password' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

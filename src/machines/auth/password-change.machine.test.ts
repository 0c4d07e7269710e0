import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { NetworkError } from '../../api/errors';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password';
import { OFFLINE_MESSAGE } from './login.logic';
import { passwordChangeMachine } from './password-change.machine';
import type { PasswordChangeOutcome } from './password-change.logic';

function run(changePassword: () => Promise<PasswordChangeOutcome>) {
  const sent: unknown[] = [];
  const machine = passwordChangeMachine.provide({
    actors: { changePassword: fromPromise(async ({ input }) => (sent.push(input), changePassword())) },
  });
  return { actor: createActor(machine).start(), sent };
}

const valid = { type: 'SUBMIT' as const, current: 'Demo@12345', next: 'Fresh@2026x', confirm: 'Fresh@2026x' };

describe('password change machine', () => {
  it('shows every validation message before sending anything', () => {
    const { actor, sent } = run(async () => ({ ok: true }));
    actor.send({ type: 'SUBMIT', current: '', next: 'short', confirm: 'other' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.errors).toEqual({
      current: 'Please enter Current password',
      next: PASSWORD_RULE_MESSAGE,
      confirm: 'Passwords do not match',
    });
    expect(sent).toEqual([]);
  });

  it('sends old and new password and finishes when the server agrees', async () => {
    const { actor, sent } = run(async () => ({ ok: true }));
    actor.send(valid);
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ oldpassword: 'Demo@12345', newpassword: 'Fresh@2026x' }]);
  });

  it.each([
    [
      'a refusal',
      async (): Promise<PasswordChangeOutcome> => ({ ok: false, message: 'Current password is wrong' }),
      'Current password is wrong',
    ],
    ['no connection', async (): Promise<PasswordChangeOutcome> => Promise.reject(new NetworkError()), OFFLINE_MESSAGE],
    [
      'a server error',
      async (): Promise<PasswordChangeOutcome> => Promise.reject(new Error('oldpassword: incorrect')),
      'oldpassword: incorrect',
    ],
  ])('stays on the form with the message after %s, and can try again', async (_, answer, message) => {
    const { actor } = run(answer);
    actor.send(valid);
    await waitFor(actor, (s) => s.matches({ editing: 'failure' }));
    expect(actor.getSnapshot().context.message).toBe(message);
    actor.send(valid);
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});

import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { homePath } from '../../domain/landing';
import { passwordChangeMachine } from '../../machines/auth/password-change.machine';
import { getSession, useSession } from '../../session/store';
import { PasswordChangeForm } from '../../ui/PasswordChangeForm';

export function PasswordChangeScreen() {
  const login = useSession();
  const [state, send] = useMachine(passwordChangeMachine);
  const navigate = useNavigate();
  const done = state.status === 'done';

  useEffect(() => {
    // The machine stored the login with passwordchange false, so the guard now lets the user through.
    const home = homePath(getSession()?.defaulthome ?? '');
    if (done) void navigate({ href: home, replace: true });
  }, [done, navigate]);

  return (
    <PasswordChangeForm
      errors={state.context.errors}
      message={state.context.message}
      submitting={state.matches('submitting') || done}
      required={login?.passwordchange ?? false}
      onSubmit={(values) => send({ type: 'SUBMIT', ...values })}
    />
  );
}

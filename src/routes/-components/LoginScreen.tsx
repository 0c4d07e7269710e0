import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { RESET_DONE_MESSAGE } from '../../contract/password-reset';
import { loginMachine } from '../../machines/auth/login.machine';
import { LoginForm } from '../../ui/LoginForm';

/**
 * Runs the login machine and follows it to its target once the session is stored. `passwordReset`
 * is set when the reset page sent the user here, so they know the new password is in place.
 */
export function LoginScreen({ redirectTo, passwordReset = false }: { redirectTo: string | null; passwordReset?: boolean }) {
  const [state, send] = useMachine(loginMachine, { input: { redirectTo } });
  const navigate = useNavigate();
  const target = state.status === 'done' ? state.output?.target : undefined;

  useEffect(() => {
    if (target) void navigate({ href: target, replace: true });
  }, [target, navigate]);

  return (
    <LoginForm
      errors={state.context.errors}
      message={state.context.message}
      notice={passwordReset ? RESET_DONE_MESSAGE : undefined}
      submitting={state.matches('submitting') || state.status === 'done'}
      onSubmit={(credentials) => send({ type: 'SUBMIT', ...credentials })}
    />
  );
}

import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { loginMachine } from '../../machines/auth/login.machine';
import { LoginForm } from '../../ui/LoginForm';

/** Runs the login machine and follows it to its target once the session is stored. */
export function LoginScreen({ redirectTo }: { redirectTo: string | null }) {
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
      submitting={state.matches('submitting') || state.status === 'done'}
      onSubmit={(credentials) => send({ type: 'SUBMIT', ...credentials })}
    />
  );
}

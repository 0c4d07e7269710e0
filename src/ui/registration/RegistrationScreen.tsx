import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import '../shared/styles/app.css';
import type { RegistrationCategory } from '../../domain/registration';
import { registrationMachine } from '../../machines/registration/registration.machine';
import { ErrorSnackbar } from './ErrorSnackbar';
import { RegistrationForm } from './RegistrationForm';
import './history-state';

/** Runs the registration machine; on success goes to /registration-success with the work email. */
export function RegistrationScreen({
  forcedCategory,
  companyLabel,
}: {
  forcedCategory?: RegistrationCategory;
  companyLabel: string;
}) {
  const [state, send] = useMachine(registrationMachine);
  const navigate = useNavigate();
  const registeredEmail = state.status === 'done' ? state.output?.email : undefined;

  useEffect(() => {
    if (registeredEmail) void navigate({ to: '/registration-success', state: { registeredEmail } });
  }, [registeredEmail, navigate]);

  return (
    <>
      <RegistrationForm
        forcedCategory={forcedCategory}
        companyLabel={companyLabel}
        errors={state.context.errors}
        submitting={state.matches('submitting') || state.status === 'done'}
        onSubmit={(fields) => send({ type: 'SUBMIT', fields })}
        onLogin={() => void navigate({ to: '/' })}
      />
      <ErrorSnackbar message={state.context.message} onClose={() => send({ type: 'DISMISS' })} />
    </>
  );
}

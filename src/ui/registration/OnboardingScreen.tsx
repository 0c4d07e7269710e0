import { Button, Stack, Stepper, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import '../shared/styles/app.css';
import { onboardingMachine } from '../../machines/registration/registration-onboarding.machine';
import { ErrorSnackbar } from './ErrorSnackbar';
import { DetailsStep, EmailStep, GstStep, OtpStep } from './OnboardingSteps';

const STEP_OF_STATE: Record<string, number> = {
  email: 0,
  sending: 0,
  otp: 1,
  verifying: 1,
  details: 2,
  confirming: 2,
  gst: 3,
  verifyingGst: 3,
  done: 4,
};

/** Walks an SME owner through start → OTP → firm details → GST with the onboarding machine. */
export function OnboardingScreen() {
  const [state, send] = useMachine(onboardingMachine);
  const navigate = useNavigate();
  const step = STEP_OF_STATE[String(state.value)] ?? 0;
  const { errors, notice, message } = state.context;
  const busy = (name: string) => state.matches(name as never);

  return (
    <Stack>
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Email">
          <EmailStep errors={errors} busy={busy('sending')} onSend={(email) => send({ type: 'SEND', email })} />
        </Stepper.Step>
        <Stepper.Step label="OTP">
          <OtpStep
            notice={notice}
            errors={errors}
            busy={busy('verifying') || busy('sending')}
            onVerify={(otp) => send({ type: 'VERIFY', otp })}
            onResend={() => send({ type: 'RESEND' })}
          />
        </Stepper.Step>
        <Stepper.Step label="Firm">
          <DetailsStep
            errors={errors}
            busy={busy('confirming')}
            onConfirm={(details) => send({ type: 'CONFIRM', details })}
          />
        </Stepper.Step>
        <Stepper.Step label="GST">
          <GstStep
            errors={errors}
            busy={busy('verifyingGst')}
            onVerify={(gstin) => send({ type: 'VERIFY_GST', gstin })}
          />
        </Stepper.Step>
        <Stepper.Completed>
          <Stack>
            <Text role="status">Your firm is onboarded. Log in with {state.context.email} and your password.</Text>
            <Button onClick={() => void navigate({ to: '/' })}>Login</Button>
          </Stack>
        </Stepper.Completed>
      </Stepper>
      <ErrorSnackbar message={message} onClose={() => send({ type: 'DISMISS' })} />
    </Stack>
  );
}

import { type MouseEvent, useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { LoginOk } from '../../contract/login';
import { isoDay } from '../../domain/profile-confirmation';
import { FEEDBACK_FLAG } from '../../machines/feedback/feedback-prompt.logic';
import { feedbackPromptMachine } from '../../machines/feedback/feedback-prompt.machine';
import { isEmulating } from '../../session/emulation';
import { useSession } from '../../session/store';
import { isDismissed } from '../shared/local-flags';
import { FeedbackDialog } from './FeedbackDialog';
import { QUIET_MS, useQuietScreen } from './use-quiet-screen';

/**
 * docs/product.md#trip-feedback: the feedback prompt, rendered once by the shell. Nothing while a password change is
 * pending or an admin is emulating someone (the feedback must be the traveller's own).
 */
export function FeedbackPrompt({ quietMs = QUIET_MS }: { quietMs?: number }) {
  const login = useSession();
  if (!login || login.passwordchange || isEmulating(login)) return null;
  return <PromptFor key={login.profilemaster.profileid} login={login} quietMs={quietMs} />;
}

function PromptFor({ login, quietMs }: { login: LoginOk; quietMs: number }) {
  const { profileid, corporateid, corporate_role } = login.profilemaster;
  const [state, send] = useMachine(feedbackPromptMachine, {
    input: {
      profileid,
      corporateid,
      role: corporate_role,
      dismissed: isDismissed(FEEDBACK_FLAG),
      today: isoDay(new Date()),
    },
  });
  const quiet = useQuietScreen(state.matches('waiting'), quietMs);
  // Outside a router (component tests) the link falls back to a plain page load.
  const router = useRouter({ warn: false });

  useEffect(() => {
    if (quiet) send({ type: 'SCREEN_QUIET' });
  }, [quiet, send]);

  const { trip, message } = state.context;
  if (!trip || !(state.matches('open') || state.matches('submitting'))) return null;

  // The dialog is not modal: it stays while the trip is on screen, so the user can look and then rate.
  const viewTrip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!router) return;
    event.preventDefault();
    void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/' });
  };

  return (
    <FeedbackDialog
      trip={trip}
      busy={state.matches('submitting')}
      message={message}
      onSubmit={(form) => send({ type: 'SUBMIT', form })}
      onLater={() => send({ type: 'LATER' })}
      onViewTrip={viewTrip}
    />
  );
}

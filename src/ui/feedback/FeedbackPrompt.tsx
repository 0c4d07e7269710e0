import { type MouseEvent, Suspense, lazy, useEffect, useState } from 'react';
import { type AnyRouter, useRouter, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { LoginOk } from '../../contract/login';
import { isBookingFlowPath } from '../../domain/booking-flow';
import { isoDay } from '../../domain/profile-confirmation';
import { feedbackPromptMachine } from '../../machines/feedback/feedback-prompt.machine';
import { isEmulating } from '../../session/emulation';
import { useSession } from '../../session/store';
import { NOTICE_KEYS, useSeenNotices } from '../shared/seen-notices';
import { QUIET_MS, useQuietScreen } from './use-quiet-screen';
import { useTripStays } from './use-trip-stays';

// The card (and its rating stars) loads only when a prompt is due: most screens never show one.
const FeedbackCard = lazy(() => import('./FeedbackCard').then((m) => ({ default: m.FeedbackCard })));
const StayReviewCard = lazy(() => import('./StayReviewCard').then((m) => ({ default: m.StayReviewCard })));

/**
 * docs/product.md#trip-feedback: the feedback prompt, rendered once by the shell above the page's
 * content. Nothing while a password change is pending or an admin is emulating someone (the feedback
 * must be the traveller's own); at most once a day per profile, never on a booking flow's pages
 * (issue 15).
 */
export function FeedbackPrompt({ quietMs = QUIET_MS }: { quietMs?: number }) {
  const login = useSession();
  // Outside a router (component tests) the page's own address stands in for the router's.
  const router = useRouter({ warn: false }) as AnyRouter | undefined;
  if (!login || login.passwordchange || isEmulating(login)) return null;
  const key = login.profilemaster.profileid;
  return router ? (
    <RoutedPrompt key={key} login={login} quietMs={quietMs} />
  ) : (
    <SeenPrompt key={key} login={login} quietMs={quietMs} pathname={window.location.pathname} />
  );
}

interface PromptProps {
  login: LoginOk;
  quietMs: number;
}

function RoutedPrompt(props: PromptProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <SeenPrompt {...props} pathname={pathname} />;
}

/** Waits for what the profile has seen: the day's prompt may already have been shown. */
function SeenPrompt({ login, quietMs, pathname }: PromptProps & { pathname: string }) {
  const { profileid, corporateid } = login.profilemaster;
  const seen = useSeenNotices(profileid, corporateid);
  if (!seen) return null;
  const today = isoDay(new Date());
  return (
    <PromptFor
      login={login}
      quietMs={quietMs}
      today={today}
      shownToday={seen.has(NOTICE_KEYS.feedbackDay(today))}
      bookingFlow={isBookingFlowPath(pathname)}
    />
  );
}

interface PromptForProps extends PromptProps {
  today: string;
  shownToday: boolean;
  bookingFlow: boolean;
}

function PromptFor({ login, quietMs, today, shownToday, bookingFlow }: PromptForProps) {
  const { profileid, corporateid, corporate_role } = login.profilemaster;
  const [state, send] = useMachine(feedbackPromptMachine, {
    input: { profileid, corporateid, role: corporate_role, dismissed: shownToday, today },
  });
  // A booking flow's pages hold the prompt back; it takes its turn on the next other page.
  const quiet = useQuietScreen(state.matches('waiting') && !bookingFlow, quietMs);
  // Outside a router (component tests) the link falls back to a plain page load.
  const router = useRouter({ warn: false });

  useEffect(() => {
    if (quiet) send({ type: 'SCREEN_QUIET' });
  }, [quiet, send]);

  const { trip, message, outcome } = state.context;
  // The trip's hotel stays are asked about below it (docs/features/feedback.md "Hotel stay reviews").
  const stays = useTripStays(trip?.tripid ?? null);
  const [reviewed, setReviewed] = useState<readonly string[]>([]);
  const tripOpen = state.matches('open') || state.matches('submitting');
  // Once the trip is rated, the stays not reviewed yet stay on screen; 'Do it later' puts them off too.
  const staysShown = tripOpen ? stays : outcome === 'submitted' ? stays.filter((s) => !reviewed.includes(s.txid)) : [];
  if (bookingFlow || !trip || (!tripOpen && staysShown.length === 0)) return null;

  // The card stays while the trip is on screen, so the user can look and then rate.
  const viewTrip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!router) return;
    event.preventDefault();
    void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/' });
  };

  return (
    <>
      {tripOpen && (
        <Suspense fallback={null}>
          <FeedbackCard
            trip={trip}
            busy={state.matches('submitting')}
            message={message}
            onSubmit={(form) => send({ type: 'SUBMIT', form })}
            onLater={() => send({ type: 'LATER' })}
            onViewTrip={viewTrip}
          />
        </Suspense>
      )}
      {/* Its own boundary: loading the stay cards never blanks the trip's card. */}
      <Suspense fallback={null}>
        {staysShown.map((stay) => (
          <StayReviewCard key={stay.txid} stay={stay} onReviewed={(txid) => setReviewed((done) => [...done, txid])} />
        ))}
      </Suspense>
    </>
  );
}

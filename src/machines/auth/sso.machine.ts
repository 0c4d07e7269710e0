import { assign, fromPromise, setup } from 'xstate';
import { SSO_FAILED_MESSAGE } from '../../contract/login';
import { exchangeLoginKey, type SsoOutcome } from '../../session/sso-login';

/** docs/product.md#constants-and-code-tables: how long a mobile device gets to open the app before the web sign-on runs. */
export const APP_FALLBACK_MS = 10_000;

/** The mobile app's registered link; it runs the same exchange in the app. */
export function appDeepLink(client: string, key: string): string {
  return `voyage://sso/${encodeURIComponent(client)}/${encodeURIComponent(key)}`;
}

export interface SsoInput {
  client: string;
  key: string;
  /** A phone or tablet: try the app's deep link first. */
  mobile: boolean;
}

export interface SsoContext extends SsoInput {
  target: string | null;
  message: string;
}

/** The page went to the background: the app took the link, and the key with it. */
export type SsoEvent = { type: 'APP_OPENED' };

/**
 * docs/product.md#single-sign-on-and-qr-login SSO: clear local storage; on mobile try the app, after 10 s fall back to the server
 * sign-on; OK goes to the returned URL, NOK shows the server message.
 */
export const ssoMachine = setup({
  types: {
    context: {} as SsoContext,
    events: {} as SsoEvent,
    input: {} as SsoInput,
    output: {} as { target: string | null; message: string },
  },
  actors: {
    exchange: fromPromise<SsoOutcome, { client: string; key: string }>(({ input }) =>
      exchangeLoginKey(input.client, input.key),
    ),
  },
  actions: {
    // Flags of whoever used this browser before must not leak into the new session.
    clearLocalStorage: () => localStorage.clear(),
    openApp: ({ context }) => window.location.assign(appDeepLink(context.client, context.key)),
  },
  delays: { appFallback: APP_FALLBACK_MS },
  guards: {
    mobile: ({ context }) => context.mobile,
    accepted: (_, outcome: SsoOutcome) => outcome.ok,
  },
}).createMachine({
  id: 'sso',
  context: ({ input }) => ({ ...input, target: null, message: '' }),
  initial: 'starting',
  states: {
    starting: {
      entry: 'clearLocalStorage',
      always: [{ guard: 'mobile', target: 'tryingApp' }, { target: 'exchanging' }],
    },
    tryingApp: {
      entry: 'openApp',
      after: { appFallback: 'exchanging' },
      on: { APP_OPENED: 'handedToApp' },
    },
    exchanging: {
      invoke: {
        id: 'exchange',
        src: 'exchange',
        input: ({ context }) => ({ client: context.client, key: context.key }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign({ target: ({ event }) => (event.output.ok ? event.output.url : null) }),
          },
          {
            target: 'failed',
            actions: assign({ message: ({ event }) => (event.output.ok ? '' : event.output.message) }),
          },
        ],
        onError: { target: 'failed', actions: assign({ message: SSO_FAILED_MESSAGE }) },
      },
    },
    handedToApp: { type: 'final' },
    signedIn: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ target: context.target, message: context.message }),
});

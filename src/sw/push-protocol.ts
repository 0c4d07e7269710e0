/**
 * How the service worker tells the open pages a push message arrived (src/sw/push.ts →
 * src/ui/shared/approval-count.ts): what the message is about is re-read at once instead of waiting
 * for the user to come back to the page.
 */
export const PUSH_ARRIVED_MESSAGE = 'PUSH_ARRIVED';

export interface PushArrived {
  type: typeof PUSH_ARRIVED_MESSAGE;
  /** The push payload's tag, e.g. 'approval-710001' (server/workflow/*-notify.ts). */
  tag: string;
}

import { PUSH_ARRIVED_MESSAGE, type PushArrived } from '../../sw/push-protocol';

/*
 * When the approvals count can have changed without this page deciding anything (approval-count.ts):
 * a push about an approval arrived (the service worker passes it on, src/sw/push.ts), the tab is
 * shown again, or the network is back after being offline.
 */

/** Push tags of what waits for the user's decision: a trip or a booking to approve (server/workflow/*-notify.ts). */
const APPROVAL_TAGS = /^(approval|booking-approval)-/;

export const concernsApprovals = (tag: string): boolean => APPROVAL_TAGS.test(tag);

const isPushArrived = (data: unknown): data is PushArrived =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PUSH_ARRIVED_MESSAGE && typeof (data as { tag?: unknown }).tag === 'string';

/** Calls `refresh` on each of those events; answers how to stop. */
export function watchApprovalChanges(refresh: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isPushArrived(event.data) && concernsApprovals(event.data.tag)) refresh();
  };
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', refresh);
  worker?.addEventListener('message', onMessage);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', refresh);
    worker?.removeEventListener('message', onMessage);
  };
}

import { isBookingFlowPath } from '../../domain/booking-flow';
import { NOTICE_KEYS, markSeen, useSeenNotices } from '../shared/seen-notices';
import { ChatNotice } from './ChatNotice';

export interface ShellNoticesProps {
  /** The page's path: a booking flow's pages get no notice. */
  pathname: string;
  profileid: string;
  corporateid: string;
}

/**
 * What the shell announces by itself (issue 15): the chat-assistant notice, once per profile, in the
 * page flow and never on a booking flow's pages. Corporate notifications wait in the header bell.
 */
export function ShellNotices({ pathname, profileid, corporateid }: ShellNoticesProps) {
  const seen = useSeenNotices(profileid, corporateid);
  if (!seen || seen.has(NOTICE_KEYS.chatAnnouncement) || isBookingFlowPath(pathname)) return null;
  return <ChatNotice onClose={() => markSeen(profileid, corporateid, [NOTICE_KEYS.chatAnnouncement])} />;
}

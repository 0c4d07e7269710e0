/**
 * Dismissal flags of the shell dialogs, in localStorage (spec: "Dismissal flags are kept in local
 * storage"). They last until logout, which clears localStorage (docs/browser-storage.md).
 */
export const SHELL_FLAGS = {
  /** 'false' once the notifications popup was skipped or stepped through. */
  notificationPopup: 'shownotificationpopup',
  /** 'false' once the chat-assistant announcement was closed (spec: "Close stores a flag false"). */
  chatAnnouncement: 'showchatannouncement',
} as const;

export function isDismissed(key: string): boolean {
  return localStorage.getItem(key) === 'false';
}

export function dismiss(key: string): void {
  localStorage.setItem(key, 'false');
}

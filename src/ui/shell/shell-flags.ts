/** Dismissal flags of the shell dialogs (read and set through ../shared/local-flags). */
export const SHELL_FLAGS = {
  /** 'false' once the notifications popup was skipped or stepped through. */
  notificationPopup: 'shownotificationpopup',
  /** 'false' once the chat-assistant announcement was closed (docs/product.md#shell: "Close stores a flag false"). */
  chatAnnouncement: 'showchatannouncement',
} as const;

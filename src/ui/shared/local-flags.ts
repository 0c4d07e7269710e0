/**
 * Dismissal flags in localStorage (docs/product.md#shell: "Dismissal flags live in local storage"): a
 * flag reads 'false' once its dialog or prompt was dismissed. They last until logout, which clears
 * localStorage (docs/browser-storage.md). Each feature names its own keys (the shell's SHELL_FLAGS,
 * the feedback prompt's FEEDBACK_FLAG).
 */
export function isDismissed(key: string): boolean {
  return localStorage.getItem(key) === 'false';
}

export function dismiss(key: string): void {
  localStorage.setItem(key, 'false');
}

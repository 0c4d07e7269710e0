/*
 * index.html's static login page (docs/architecture.md#first-load): a real form that works before
 * the app's script has loaded. main.tsx loads the app once the user shows intent on it, and the
 * React login form takes it over: what was typed, where the caret was, and a press of Login.
 */

const SHELL_ID = 'login-shell';
const SHELL_FORM_ID = 'login-shell-form';
/** What a user does first on a login page: touch, click, type, tab into a field, or hover it. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover', 'submit'] as const;

export interface TakenLoginShell {
  userid: string;
  password: string;
  /** The field the caret was in, to put it back in the same field of the real form. */
  focused: 'userid' | 'password' | null;
  /** Login was pressed before the app had loaded (public/login-shell.js held the submit, or the press is still down). */
  submitted: boolean;
}

function shellForm(): HTMLFormElement | null {
  const form = document.getElementById(SHELL_FORM_ID);
  return form instanceof HTMLFormElement ? form : null;
}

/** The static login page is on screen (public/login-shell.js decides: at / with no session in this tab). */
export function loginShellShown(): boolean {
  return document.documentElement.classList.contains(SHELL_ID) && document.getElementById(SHELL_ID) !== null;
}

/**
 * Resolves when the app should load: at once unless the static login page is on screen and still
 * untouched; then at the user's first intent. A visitor who only looks runs no app script, so the
 * login page is quiet and quick on a slow phone.
 */
export function untilLoginIntent(): Promise<void> {
  const shell = document.getElementById(SHELL_ID);
  const touched = shell?.contains(document.activeElement) || shellForm()?.hasAttribute('data-submitted');
  if (!loginShellShown() || touched) return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, go, { capture: true, passive: true });
  });
}

/** Reads the static form and takes it away (once the real form is on screen under it); null when there is none. */
export function takeOverLoginShell(): TakenLoginShell | null {
  const form = shellForm();
  const taken = form && {
    userid: valueOf(form, 'userid'),
    password: valueOf(form, 'password'),
    focused: fieldName(form.contains(document.activeElement) ? document.activeElement : null),
    submitted: form.hasAttribute('data-submitted') || form.hasAttribute('data-pressed'),
  };
  removeLoginShell();
  return taken;
}

/** Takes the static form out of the page, unread: where the login page does not render, its labelled fields must not be in it. */
export function removeLoginShell(): void {
  document.getElementById(SHELL_ID)?.remove();
  document.documentElement.classList.remove(SHELL_ID);
}

function valueOf(form: HTMLFormElement, name: string): string {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement ? input.value : '';
}

function fieldName(element: Element | null): TakenLoginShell['focused'] {
  const name = element instanceof HTMLInputElement ? element.name : '';
  return name === 'userid' || name === 'password' ? name : null;
}

import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFixture } from '../session/login-fixture';
import { setSession } from '../session/store';
import { untilLoginIntent } from '../ui/login-shell';
import indexHtml from '../../index.html?raw';
import { renderAppAt } from './-app-test-kit';

/* index.html's static login form (docs/architecture.md#first-load) works before the app loads; the real form takes it over. */

const shellMarkup = indexHtml.slice(indexHtml.indexOf('<div id="login-shell">'), indexHtml.indexOf('<script type="module"'));
let logins: string[];

/** The page as public/login-shell.js leaves it at / with nobody signed in. */
function showShell() {
  document.documentElement.classList.add('login-shell');
  document.body.insertAdjacentHTML('beforeend', shellMarkup);
  return document.getElementById('login-shell-form') as HTMLFormElement;
}

function shellField(form: HTMLFormElement, name: string) {
  return form.elements.namedItem(name) as HTMLInputElement;
}

beforeEach(() => {
  logins = [];
  sessionStorage.clear();
  setSession(null);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/dispatcher/login') logins.push(String(init.body));
    const body = url === '/api/dispatcher/login' ? loginFixture() : { ResponseStatus: { status: 'OK' }, notifications: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  cleanup();
  document.getElementById('login-shell')?.remove();
  document.documentElement.classList.remove('login-shell');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shellGone = () => waitFor(() => expect(document.getElementById('login-shell')).toBeNull());

describe('the static login form of index.html', () => {
  it('gives way to the real form with what was typed and the caret where it was', async () => {
    const form = showShell();
    shellField(form, 'userid').value = 'traveller@acme.test';
    shellField(form, 'password').value = 'Demo@1';
    shellField(form, 'password').focus();
    renderAppAt('/');
    await shellGone();
    expect(document.documentElement.classList.contains('login-shell')).toBe(false);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('traveller@acme.test');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toBe('Demo@1');
    expect(document.activeElement).toBe(password);
    expect(logins).toEqual([]);
  });

  // data-submitted: public/login-shell.js held the submit; data-pressed: the press is still down.
  it.each(['data-submitted', 'data-pressed'])('sends a Login pressed before the app had loaded (%s)', async (mark) => {
    const form = showShell();
    shellField(form, 'userid').value = 'traveller@acme.test';
    shellField(form, 'password').value = 'Demo@12345';
    form.setAttribute(mark, '');
    renderAppAt('/?redirect_to=%2Ftrips');
    await shellGone();
    await screen.findByRole('heading', { level: 1, name: 'Trips' });
    expect(logins).toHaveLength(1);
    expect(decodeURIComponent(logins[0]!)).toContain('"traveller@acme.test"');
  });
});

describe('loading the app', () => {
  it('waits for the first intent on the static login page, and not at all elsewhere', async () => {
    await expect(untilLoginIntent()).resolves.toBeUndefined();
    showShell();
    let loaded = false;
    const intent = untilLoginIntent().then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    document.getElementById('ls-userid')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    await intent;
    expect(loaded).toBe(true);
  });
});

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppAt } from './-app-test-kit';

/* index.html's static login page (docs/architecture.md#first-load) gives way to the real form. */

afterEach(cleanup);

describe('the static login page of index.html', () => {
  it('is taken away once the login form is on screen', async () => {
    document.documentElement.classList.add('login-shell');
    document.body.insertAdjacentHTML('beforeend', '<div id="login-shell" aria-hidden="true" inert></div>');
    renderAppAt('/');
    await screen.findByRole('heading', { name: 'Login' });
    expect(document.getElementById('login-shell')).toBeNull();
    expect(document.documentElement.classList.contains('login-shell')).toBe(false);
  });
});

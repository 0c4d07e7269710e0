import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { HelpDialog } from './HelpDialog';

let answer: { status: number; body: unknown };
let sent: unknown[];
beforeEach(() => {
  sent = [];
  setSession(loginFixture());
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

const renderHelp = () =>
  render(
    <MantineProvider>
      <HelpDialog opened onClose={() => {}} corporateid="C1" />
    </MantineProvider>,
  );

describe('HelpDialog', () => {
  it('asks for the caller’s corporate and lists each contact with phone and email links', async () => {
    answer = {
      status: 200,
      body: {
        ResponseStatus: { status: 'OK' },
        supportmatrix: [{ name: 'Travel Desk', contact_numbers: '+91 22 4000 1001', email: 'desk@acme.test', instructions: 'Weekdays' }],
      },
    };
    renderHelp();
    expect(await screen.findByRole('heading', { name: 'Travel Desk' })).toBeTruthy();
    expect(sent).toEqual([{ opid: 'TG-SUPPORTMATRIX', action: 'getsupportmatrix', corporateid: 'C1' }]);
    expect(screen.getByRole('link', { name: '+91 22 4000 1001' }).getAttribute('href')).toBe('tel:+912240001001');
    expect(screen.getByRole('link', { name: 'desk@acme.test' }).getAttribute('href')).toBe('mailto:desk@acme.test');
    expect(screen.getByText('Weekdays')).toBeTruthy();
  });

  it('says so when the company has no contacts', async () => {
    answer = { status: 200, body: { ResponseStatus: { status: 'OK' }, supportmatrix: [] } };
    renderHelp();
    expect(await screen.findByText('No support contacts are set up for your company yet.')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    answer = { status: 403, body: { ResponseStatus: { status: 'NOK', message: 'corporateid: not yours' } } };
    renderHelp();
    expect((await screen.findByRole('alert')).textContent).toContain('corporateid: not yours');
  });
});

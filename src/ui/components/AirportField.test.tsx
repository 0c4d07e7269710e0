import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { AirportDetail } from '../../contract/flights/airports';
import { db } from '../../db/database';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { AirportField, type AirportValue, DEFAULT_AIRPORTS_LABEL, NO_AIRPORTS_TEXT, OFFLINE_AIRPORTS_TEXT, RECENT_AIRPORTS_LABEL } from './AirportField';
import { AIRPORT_SEARCH_DEBOUNCE_MS } from '../shared/use-airport-suggestions';

const airport = (code: string, location: string, name: string, countrycode = 'IN', country = 'India'): AirportDetail => ({
  code,
  name,
  location,
  country,
  countrycode,
  lat: 1,
  lng: 2,
});
const BLR = airport('BLR', 'Bengaluru', 'Kempegowda International Airport');
const LHR = airport('LHR', 'London', 'London Heathrow Airport', 'GB', 'United Kingdom');

let requests: string[];
let answer: (url: URL) => Response | Promise<Response>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const found = (...list: AirportDetail[]) => json({ Root: { Result: { AirportDetail: list } } });

beforeEach(async () => {
  requests = [];
  answer = () => found();
  setSession(loginFixture());
  await db.airports.clear();
  await db.airportPicks.clear();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push(`${url} ${new Headers(init.headers).get('authorization')}`);
    return answer(new URL(url, 'http://localhost'));
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSession(null);
});

function renderField(initial: AirportValue | null = null) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<AirportValue | null>(initial);
    return (
      <AirportField
        label="From"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }
  render(
    <MantineProvider>
      <Harness />
    </MantineProvider>,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'From' }) };
}

const optionNames = () => screen.queryAllByRole('option', { hidden: true }).map((o) => o.getAttribute('aria-label')?.split(' ').slice(0, 2).join(' '));

describe('AirportField', () => {
  it("offers the spec's default airports to a user without history, in the spec's order", async () => {
    const { input } = renderField();
    await userEvent.click(input);
    expect(await screen.findByText(DEFAULT_AIRPORTS_LABEL)).toBeTruthy();
    const codes = screen.getAllByRole('option', { hidden: true }).map((o) => /\((\w{3})\)/.exec(o.getAttribute('aria-label') ?? '')?.[1]);
    expect(codes).toEqual(['AMD', 'BLR', 'MAA', 'HYD', 'CCU', 'BOM', 'DEL', 'PNQ']);
    expect(requests).toEqual([]);
  });

  it('searches only after more than 2 characters, with the bearer token, and picks an airport', async () => {
    answer = (url) => (url.searchParams.get('searchkey') === 'ben' ? found(BLR) : found());
    const { input, onChange } = renderField();
    // On a fake clock the debounce runs out at once: a search for 'be' would have left by then.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await userEvent.type(input, 'be');
    await act(() => vi.advanceTimersByTimeAsync(AIRPORT_SEARCH_DEBOUNCE_MS));
    expect(requests).toEqual([]);
    vi.useRealTimers();
    await userEvent.type(input, 'n');
    const option = await screen.findByRole('option', { name: /Bengaluru \(BLR\)/, hidden: true });
    expect(requests).toEqual(['/api/airports?searchkey=ben Bearer token-1']);
    await userEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith(BLR);
    expect((input as HTMLInputElement).value).toBe('Bengaluru (BLR)');
    await waitFor(async () => expect(await db.airportPicks.count()).toBe(1));
  });

  it('offers the airports this user picked before, newest first', async () => {
    answer = (url) => found(...[BLR, LHR].filter((a) => a.location.toLowerCase().startsWith(url.searchParams.get('searchkey')!.slice(0, 3))));
    const { input } = renderField();
    for (const key of ['ben', 'lon']) {
      await userEvent.clear(input);
      await userEvent.type(input, key);
      await userEvent.click(await screen.findByRole('option', { name: new RegExp(key === 'ben' ? 'BLR' : 'LHR'), hidden: true }));
    }
    await userEvent.clear(input);
    expect(await screen.findByText(RECENT_AIRPORTS_LABEL)).toBeTruthy();
    await waitFor(() => expect(optionNames()).toEqual(['London (LHR)', 'Bengaluru (BLR)']));
  });

  it('is usable from the keyboard: arrow down and Enter pick the first answer', async () => {
    answer = () => found(BLR, LHR);
    const { input, onChange } = renderField();
    await userEvent.type(input, 'ben');
    await screen.findByRole('option', { name: /BLR/, hidden: true });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(BLR);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing matches', async () => {
    const { input } = renderField();
    await userEvent.type(input, 'zzzz');
    expect(await screen.findByText(NO_AIRPORTS_TEXT)).toBeTruthy();
  });

  it('searches the airports cached on this device when the server cannot be reached', async () => {
    answer = () => found(LHR);
    const first = renderField();
    await userEvent.type(first.input, 'lon');
    await screen.findByRole('option', { name: /LHR/, hidden: true });
    cleanup();
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { input } = renderField();
    await userEvent.type(input, 'heath');
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(await within(listbox).findByText(OFFLINE_AIRPORTS_TEXT)).toBeTruthy();
    expect(optionNames()).toEqual(['London (LHR)']);
  });

  it('shows a code-only value by its city once the cache knows it, and clears to null', async () => {
    await db.airports.put({ ...BLR, cachedat: 1 });
    const { input, onChange } = renderField({ code: 'BLR', countrycode: '' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Bengaluru (BLR)'));
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { summary as offer } from '../../../domain/flight-filters.fixtures';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { renderAppAt } from '../../../routes/-app-test-kit';

/** The results routes against a fake airline: URL → SEARCHFLIGHTS → QUEUERESULTS polled → lists → fare rules. */

type Call = Record<string, unknown> & { actioncode?: string };
const SIZES = { clientHeight: 800, clientWidth: 1000, offsetHeight: 150, offsetWidth: 1000 } as const;
let calls: Call[] = [];

beforeAll(() => {
  for (const [p, size] of Object.entries(SIZES))
    Object.defineProperty(HTMLElement.prototype, p, { configurable: true, get: () => size });
});
afterAll(() => {
  for (const p of Object.keys(SIZES)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
});

const onward = [
  offer({ key: 'on1', carrier: '6E', fares: ['4800.00'] }),
  offer({ key: 'on2', carrier: 'AI', departs: '13:00' }),
];
const back = [offer({ key: 'back1', carrier: 'UK', fares: ['5100.00'] })];
const rules = {
  farekey: 'F0-4800.00',
  farelabel: 'normal',
  productname: 'Saver',
  baggage: { checkin: '15 KG', cabin: '7 KG' },
  cancellation: [{ window: 'More than 4 hours before departure', penalty: '₹3,500 per traveller' }],
  change: [{ window: 'More than 4 hours before departure', penalty: '₹3,000 per traveller' }],
  rulestext: 'Fare difference applies.',
};

beforeEach(() => {
  calls = [];
  setSession(loginFixture());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.startsWith('/api/airports')) {
      const key = new URL(url, 'http://x').searchParams.get('searchkey');
      const AirportDetail = AIRPORTS.filter((a) => a.code === key);
      return new Response(JSON.stringify({ Root: { Result: { AirportDetail } } }), { status: 200 });
    }
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    const polls = calls.filter((c) => c.actioncode === 'QUEUERESULTS').length;
    const answers: Record<string, unknown> = {
      SEARCHFLIGHTS: { responseid: 'R1', status: 'pending' },
      // The first poll is still pending; the second is complete.
      QUEUERESULTS: {
        responseid: 'R1',
        status: polls > 1 ? 'complete' : 'pending',
        triptype: 'roundtrip',
        domint: 'domestic',
        results: polls > 1 ? onward : [],
        returnresults: polls > 1 ? back : [],
        lowestfare: '',
      },
      GETFARERULES: { FareRules: [rules] },
      FARECALENDAR: [],
      // Economy only, nothing more than ₹100 above the lowest: the ₹5,000 AI fare is out of policy.
      GETFLIGHTPOLICY: {
        policy: {
          blockedsectors: [],
          domesticcabins: ['economy'],
          internationalcabins: ['economy'],
          longhaulminutes: null,
          longhaulcabins: [],
          maxdomesticfare: '',
          maxinternationalfare: '',
          farecaps: [],
          lowestfaremargin: '100.00',
          lowestfarepercent: null,
          lowestfarewindowminutes: null,
          advancepurchasedays: null,
          refundableonly: false,
        },
      },
      VALIDATESEARCH: { status: 'OK', message: '', inpolicy: true, results: [] },
    };
    const answer = answers[String(body.actioncode)] ?? {};
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const AIRPORTS = [
  {
    code: 'BLR',
    name: 'Kempegowda International Airport',
    location: 'Bengaluru',
    country: 'India',
    countrycode: 'IN',
    lat: 13.2,
    lng: 77.7,
  },
  {
    code: 'DEL',
    name: 'Indira Gandhi International Airport',
    location: 'New Delhi',
    country: 'India',
    countrycode: 'IN',
    lat: 28.6,
    lng: 77.1,
  },
];
const RT = 'roundtrip;domestic;economy;1;0;0;BLR;DEL;2099-12-01;DEL;BLR;2099-12-05';

describe('flight results routes', { timeout: 20_000 }, () => {
  it.each([
    ['/flights/oneway-search'],
    ['/flights/oneway-search?fs=oneway%3Bdomestic'],
    [`/flights/intl-rt-search?fs=${encodeURIComponent(RT)}`],
  ])('sends %s back to the search form', async (url) => {
    const router = renderAppAt(url);
    expect(await screen.findByRole('form', { name: 'Flight search' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/flights');
  });

  it('searches from the form and lands on the results route with the search in the URL', async () => {
    const router = renderAppAt('/flights');
    const user = userEvent.setup();
    for (const [label, code] of [
      ['From', 'BLR'],
      ['To', 'DEL'],
    ] as const) {
      const input = await screen.findByRole('combobox', { name: label });
      await user.type(input, code);
      // Each field's own list: the other field keeps a (closed) list of default airports too.
      const own = () => within(document.getElementById(input.getAttribute('aria-controls')!)!);
      await vi.waitFor(() => own().getByLabelText(new RegExp(`\\(${code}\\)`)));
      await user.click(own().getByLabelText(new RegExp(`\\(${code}\\)`)));
    }
    const day = dayjs().add(10, 'day');
    await user.click(screen.getByRole('button', { name: 'Departure date' }));
    if (day.month() !== dayjs().month()) await user.click(await screen.findByLabelText('Next month'));
    await user.click(await screen.findByLabelText(day.format('D MMMM YYYY')));
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/flights/oneway-search'));
    expect(router.state.location.search).toEqual({
      fs: `oneway;domestic;economy;1;0;0;BLR;DEL;${day.format('YYYY-MM-DD')}`,
    });
  });

  it('renders the modify-search form only once opened, filled with the search shown', async () => {
    renderAppAt(`/flights/rt-search?fs=${encodeURIComponent(RT)}`);
    await screen.findByRole('article', { name: /^IndiGo 6E 101/ }, { timeout: 5_000 });
    expect(screen.queryByRole('form', { name: 'Modify search', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Modify search' }));
    const form = await screen.findByRole('form', { name: 'Modify search' });
    expect(within(form).getByRole('radio', { name: 'Round trip' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('button', { name: 'Search again' })).toBeTruthy();
  });

  it('keeps other flight paths on the catch-all page', async () => {
    const router = renderAppAt('/flights/no-such-screen');
    expect(await screen.findByText('This screen arrives in a later release.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/flights/no-such-screen');
  });

  it('polls a domestic round trip to its onward and return lists, and shows fare rules', async () => {
    const router = renderAppAt(`/flights/rt-search?fs=${encodeURIComponent(RT)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Round trip flights' })).toBeTruthy();
    expect(screen.getByText('Searching flights...')).toBeTruthy();
    const row = await screen.findByRole('article', { name: /^IndiGo 6E 101/ }, { timeout: 5_000 });
    expect(calls.filter((c) => c.actioncode === 'SEARCHFLIGHTS')).toEqual([
      expect.objectContaining({ jsondata: expect.objectContaining({ triptype: 'roundtrip', adults: 1 }) }),
    ]);
    expect(calls.filter((c) => c.actioncode === 'QUEUERESULTS')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Onward: BLR → DEL' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Return: DEL → BLR' })).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: /^Fare rules of/ }));
    expect(await screen.findByRole('table', { name: 'Cancellation' })).toBeTruthy();
    expect(screen.getByText('₹3,500 per traveller')).toBeTruthy();
    expect(calls.filter((c) => c.actioncode === 'GETFARERULES')).toEqual([
      expect.objectContaining({ flightkey: 'F0-4800.00', supplier: 'SANDBOX' }),
    ]);
    await userEvent.keyboard('{Escape}');

    // GETFLIGHTPOLICY's policy judged on the page: the ₹5,000 Air India fare is ₹200 above the lowest.
    expect(await within(row).findByText('In policy')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: /^Air India/ })).getByText('Out of policy')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: /^Select/ }));
    const summary = screen.getByRole('region', { name: 'Your selection' });
    expect(within(summary).getByText('Choose a flight on each list to see the trip total.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Return: DEL → BLR' }));
    await userEvent.click(screen.getByRole('button', { name: /^Select Vistara/ }));
    await userEvent.click(within(summary).getByRole('button', { name: 'Book' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/flights/book'));
    expect(calls.filter((c) => c.actioncode === 'VALIDATESEARCH')).toEqual([
      expect.objectContaining({
        isnormalrt: true,
        multicity: false,
        validatesearchrequest: {
          responseid: 'R1',
          selected: [
            { flightkey: 'on1', farekey: 'F0-4800.00' },
            { flightkey: 'back1', farekey: 'F0-5100.00' },
          ],
        },
      }),
    ]);
    const url = new URL(router.state.location.href, 'http://x');
    expect(url.searchParams.get('rid')).toBe('R1');
    expect(JSON.parse(url.searchParams.get('fares')!)).toEqual(['F0-4800.00', 'F0-5100.00']);
  });
});

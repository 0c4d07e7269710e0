import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeReviewQuery, encodeResultsQuery, type InsuranceResultsQuery } from '../../../domain/insurance-query';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { startTripSession } from '../../shared/trip-session';
import { NO_PLANS_MESSAGE } from './InsuranceResultsList';
import { renderAppAt } from '../../../routes/-app-test-kit';

/** The /insurance/search route against a fake server: URL → search → plans → benefits → book. */

type Call = Record<string, unknown> & { actioncode?: string; jsondata?: Record<string, unknown> };
const plan = {
  recordid: 'IR1',
  plancode: 'DOMBASIC',
  name: 'Domestic Travel Secure',
  totalpremium: '1180.00',
  basepremium: '1000.00',
  gst: '180.00',
  currency: 'INR',
  daylimit: 30,
  agelimit: '0-60',
  minage: 0,
  maxage: 60,
  eligible: true,
  ineligiblereason: '',
  paxWiseInfo: [],
};
const query: InsuranceResultsQuery = {
  categoryid: '1',
  categorycode: 'DOM',
  noofpax: 1,
  startdate: '2099-12-01',
  enddate: '2099-12-11',
  domint: 'domestic',
  paxList: [{ paxnumber: 1, dob: '1990-01-01', age: 109 }],
};
let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  setSession(loginFixture());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    const answers: Record<string, unknown> = {
      getcategories: [
        {
          InsuranceCategory: [
            { categoryid: '1', categorycode: 'DOM', description: 'Domestic (India)', domint: 'domestic' },
          ],
        },
      ],
      // Two travellers find nothing: the empty state.
      search: {
        InsuranceSearchResponse: { results: [{ InsuranceSearchResult: body.jsondata?.noofpax === 2 ? '' : [plan] }] },
      },
      getplanbenefits: [{ InsurancePlanBenefits: '' }],
    };
    const answer = answers[String(body.actioncode ?? body.action)] ?? {};
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const searches = () => calls.filter((c) => c.actioncode === 'search').map((c) => c.jsondata);

describe('/insurance/search', { timeout: 20_000 }, () => {
  it.each([['/insurance/search'], ['/insurance/search?ins=1%3BDOM%3B9']])(
    'sends %s to the search page',
    async (url) => {
      const router = renderAppAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Search & Insurance' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/insurance');
    },
  );

  it('searches with the trip session, shows benefits, and books with the review query', async () => {
    startTripSession({ profileid: loginFixture().profilemaster.profileid, tripid: '710001', tripname: 'Goa' });
    const router = renderAppAt(`/insurance/search?${new URLSearchParams({ ins: encodeResultsQuery(query) })}`);
    const card = within(await screen.findByRole('article', { name: 'Domestic Travel Secure' }));
    expect(searches()).toEqual([{ ...query, daylimit: 10, tripid: '710001' }]);

    await userEvent.click(card.getByRole('button', { name: 'View benefits' }));
    expect(await card.findByText('No Plan Benefits for this Plan')).toBeTruthy();
    expect(calls.filter((c) => c.actioncode === 'getplanbenefits')).toEqual([
      expect.objectContaining({ plancode: 'DOMBASIC' }),
    ]);

    await userEvent.click(card.getByRole('button', { name: 'Book' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/insurance/book'));
    const ins = (router.state.location.search as { ins: string }).ins;
    expect(decodeReviewQuery(ins)).toMatchObject({ recordid: 'IR1', plancode: 'DOMBASIC', totalpremium: '1180.00' });
  });

  it('a modified search clears the list, searches again under the new URL, and may find nothing', async () => {
    const router = renderAppAt(`/insurance/search?${new URLSearchParams({ ins: encodeResultsQuery(query) })}`);
    await screen.findByRole('article', { name: 'Domestic Travel Secure' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'No of travellers' }), '2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Traveller 2 date of birth' }), '01/01/1980{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Modify search' }));
    expect(await screen.findByText(NO_PLANS_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(searches().map((s) => s?.noofpax)).toEqual([1, 2]);
    expect((router.state.location.search as { ins: string }).ins).toBe(
      '1;DOM;2;2099-12-01;2099-12-11;domestic;1;1990-01-01;109;2;1980-01-01;119',
    );
  });
});

import { Alert, Button, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FlightFeedbackRequest, FlightRecommendationWire } from '../../../contract/flights/recommendations';
import type { SelectedFare } from '../../../contract/flights/policy';
import type { FareRule, FlightFare } from '../../../domain/flight-offer';
import type { FlightPolicy } from '../../../domain/flight-policy';
import type { OfferList } from '../../../machines/flights/flight-search.machine';
import type { FlightSearchQuery } from '../search/flight-query';
import { FareRulesDrawer, type FareRulesTarget } from './FareRulesDrawer';
import { OfferListPanel } from './OfferListPanel';
import { RecommendedStrip } from './RecommendedStrip';
import { searchTitle, searchSummary, listTitles } from './results-text';
import type { BookingCheck } from './flight-search-api';
import { ResultsServicesContext, type ResultsServices } from './results-services';
import { SelectionSummary, type BookState, type ChosenFare } from './SelectionSummary';

export const NO_FLIGHTS_MESSAGE = 'No flights found for this search. Please change the dates or airports and try again.';

export interface FlightResultsPageProps {
  query: FlightSearchQuery;
  status: 'searching' | 'results' | 'noResults' | 'failed';
  lists: OfferList[];
  error: string;
  onRetry: () => void;
  loadRules: (farekey: string, supplier: string) => Promise<FareRule[]>;
  /** GETMOREFARES of this search. */
  loadMoreFares: (flightkey: string, supplier: string) => Promise<FlightFare[]>;
  /** The company's flight policy: null = none; undefined = not known (no badges, no policy filter). */
  policy: FlightPolicy | null | undefined;
  /** The signed-in user, for whom the policy badge may or may not be shown. */
  policyUser: ResultsServices['policyUser'];
  /** VALIDATESEARCH of the chosen fares (one per list, in order). */
  checkBooking: (selected: SelectedFare[]) => Promise<BookingCheck>;
  /** Opens booking with the chosen farekeys, in the lists' order. */
  onBook: (farekeys: string[]) => void;
  /** GET flight_recommendations of this search (one-way and round trips); none when absent. */
  loadRecommendations?: () => Promise<FlightRecommendationWire[]>;
  /** POST feedback/flights of this search, once per selection while recommendations are shown. */
  sendFeedback?: (body: FlightFeedbackRequest) => void;
  /** The modify-search form. */
  children?: ReactNode;
}

const CHECK_FAILED = 'We could not check this selection. Please try again.';

type ResultsProps = Omit<FlightResultsPageProps, 'status' | 'error' | 'onRetry' | 'children' | 'loadMoreFares' | 'policyUser'>;

/** Which recommendations belong to list i: a domestic round trip's second list is 'return'. */
const listName = (i: number) => (i === 1 ? 'return' : 'onward');

function Results({ query, lists, loadRules, policy, checkBooking, onBook, loadRecommendations, sendFeedback }: ResultsProps) {
  const [rulesOf, setRulesOf] = useState<FareRulesTarget | null>(null);
  const [chosen, setChosen] = useState<(ChosenFare | undefined)[]>([]);
  const [book, setBook] = useState<BookState>({ status: 'idle' });
  const withRecommendations = query.triptype !== 'multicity' && loadRecommendations !== undefined;
  // Null until the recommendations have answered: the list waits for them, since a strip arriving
  // above a list already on screen would push it down (layout shift, docs/architecture.md#first-load).
  const [recommended, setRecommended] = useState<FlightRecommendationWire[] | null>(withRecommendations ? null : []);
  // A 'Why?' was opened: sent with the selection's feedback.
  const whyOpened = useRef(false);
  // A VALIDATESEARCH answer counts only for the selection it was asked about.
  const asked = useRef(0);
  const titles = listTitles(query, lists.length);
  useEffect(() => {
    if (!withRecommendations || !loadRecommendations) return;
    let live = true;
    loadRecommendations().then(
      (answer) => live && setRecommended(answer),
      () => live && setRecommended([]),
    );
    return () => {
      live = false;
    };
  }, [withRecommendations, loadRecommendations]);
  const ofList = (i: number) => (withRecommendations && recommended ? recommended.filter((r) => r.list === listName(i)) : []);
  const choose = (i: number, choice: ChosenFare, from?: FlightRecommendationWire) => {
    asked.current += 1;
    setBook({ status: 'idle' });
    const recommendation = from ?? ofList(i)[0];
    if (sendFeedback && recommendation && chosen[i]?.fare.farekey !== choice.fare.farekey)
      sendFeedback({
        is_dropdown_opened: whyOpened.current,
        recommendation: { kind: recommendation.kind, flightkey: recommendation.flightkey },
        selection: { flightkey: choice.offer.flightkey, farekey: choice.fare.farekey },
      });
    setChosen((was) => Object.assign([...was], { [i]: choice }));
  };
  const panel = (list: OfferList, i: number) => (
    <Stack gap="xs">
      <RecommendedStrip
        recommendations={ofList(i)}
        offers={list.offers}
        selectedFarekey={chosen[i]?.fare.farekey ?? null}
        onWhy={() => {
          whyOpened.current = true;
        }}
        onSelect={(offer, fare, r) => choose(i, { offer, fare }, r)}
      />
      <OfferListPanel
      list={list}
      title={titles[i]!}
      selectedFarekey={chosen[i]?.fare.farekey ?? null}
      policy={policy}
      onFareRules={(offer, fare) => setRulesOf({ offer, fare })}
      onSelect={(offer, fare) => choose(i, { offer, fare })}
      />
    </Stack>
  );
  const picked = titles.flatMap((title, i) => (chosen[i] ? [{ title, choice: chosen[i] }] : []));
  const startBooking = () => {
    const selected = picked.map(({ choice }) => ({ flightkey: choice.offer.flightkey, farekey: choice.fare.farekey }));
    const ask = ++asked.current;
    setBook({ status: 'checking' });
    checkBooking(selected).then(
      (answer) => {
        if (ask !== asked.current) return;
        if (answer.status === 'NOK') return setBook({ status: 'refused', message: answer.message || CHECK_FAILED });
        setBook({ status: 'idle' });
        onBook(selected.map((s) => s.farekey));
      },
      (error: unknown) => {
        if (ask !== asked.current) return;
        setBook({ status: 'failed', message: error instanceof Error && error.message ? error.message : CHECK_FAILED });
      },
    );
  };
  if (!recommended) return <Searching />;
  return (
    <>
      <SelectionSummary chosen={picked} needed={lists.length} book={book} onBook={startBooking} />
      {lists.length === 1 ? (
        panel(lists[0]!, 0)
      ) : (
        <Tabs defaultValue="0">
          <Tabs.List>
            {lists.map((l, i) => (
              <Tabs.Tab key={i} value={String(i)}>
                {titles[i]}: {l.origin} → {l.destination}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {lists.map((l, i) => (
            <Tabs.Panel key={i} value={String(i)} pt="sm">
              {panel(l, i)}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <FareRulesDrawer target={rulesOf} loadRules={loadRules} onClose={() => setRulesOf(null)} />
    </>
  );
}

function Searching() {
  return (
    <Stack align="center" py="lg" role="status">
      <Loader aria-hidden />
      <Text>Searching flights...</Text>
    </Stack>
  );
}

/** The results routes (docs/product.md#screens-and-routes /flights/*-search): the search, then its lists or what went wrong. */
export function FlightResultsPage(props: FlightResultsPageProps) {
  const { query, status, error, onRetry, children, loadMoreFares, policyUser, policy } = props;
  // Badges wait for the policy: before it is known every fare would look 'In policy'.
  const services = useMemo(
    () => ({ loadMoreFares, policyUser: policy === undefined ? null : policyUser }),
    [loadMoreFares, policyUser, policy],
  );
  return (
    <Stack>
      <Title order={1}>{searchTitle(query)}</Title>
      <Text>{searchSummary(query)}</Text>
      {children}
      {status === 'searching' && <Searching />}
      {status === 'noResults' && <Alert color="yellow">{NO_FLIGHTS_MESSAGE}</Alert>}
      {status === 'failed' && (
        <Alert color="red" role="alert" title="Search failed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button size="xs" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {status === 'results' && (
        <ResultsServicesContext.Provider value={services}>
          <Results key={JSON.stringify(query)} {...props} />
        </ResultsServicesContext.Provider>
      )}
    </Stack>
  );
}

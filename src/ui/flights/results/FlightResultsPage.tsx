import { Alert, Button, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { FareRule } from '../../../domain/flight-offer';
import type { OfferList } from '../../../machines/flight-search.machine';
import type { FlightSearchQuery } from '../search/flight-query';
import { FareRulesDrawer, type FareRulesTarget } from './FareRulesDrawer';
import { OfferListPanel } from './OfferListPanel';
import { searchTitle, searchSummary, listTitles } from './results-text';
import { SelectionSummary, type ChosenFare } from './SelectionSummary';

export const NO_FLIGHTS_MESSAGE = 'No flights found for this search. Please change the dates or airports and try again.';

export interface FlightResultsPageProps {
  query: FlightSearchQuery;
  status: 'searching' | 'results' | 'noResults' | 'failed';
  lists: OfferList[];
  error: string;
  onRetry: () => void;
  loadRules: (farekey: string, supplier: string) => Promise<FareRule[]>;
  /** The modify-search form. */
  children?: ReactNode;
}

function Results({ query, lists, loadRules }: Pick<FlightResultsPageProps, 'query' | 'lists' | 'loadRules'>) {
  const [rulesOf, setRulesOf] = useState<FareRulesTarget | null>(null);
  const [chosen, setChosen] = useState<(ChosenFare | undefined)[]>([]);
  const titles = listTitles(query, lists.length);
  const panel = (list: OfferList, i: number) => (
    <OfferListPanel
      list={list}
      title={titles[i]!}
      selectedFarekey={chosen[i]?.fare.farekey ?? null}
      onFareRules={(offer, fare) => setRulesOf({ offer, fare })}
      onSelect={(offer, fare) => setChosen((was) => Object.assign([...was], { [i]: { offer, fare } }))}
    />
  );
  const picked = titles.flatMap((title, i) => (chosen[i] ? [{ title, choice: chosen[i] }] : []));
  return (
    <>
      <SelectionSummary chosen={picked} needed={lists.length} />
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

/** The results routes (spec §2 /flights/*-search): the search, then its lists or what went wrong. */
export function FlightResultsPage({ query, status, lists, error, onRetry, loadRules, children }: FlightResultsPageProps) {
  return (
    <Stack>
      <Title order={1}>{searchTitle(query)}</Title>
      <Text>{searchSummary(query)}</Text>
      {children}
      {status === 'searching' && (
        <Stack align="center" py="lg" role="status">
          <Loader aria-hidden />
          <Text>Searching flights...</Text>
        </Stack>
      )}
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
      {status === 'results' && <Results key={JSON.stringify(query)} query={query} lists={lists} loadRules={loadRules} />}
    </Stack>
  );
}

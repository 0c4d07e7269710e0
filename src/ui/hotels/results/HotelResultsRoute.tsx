import { Button, Collapse, Group, Paper } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { lazy, useState } from 'react';
import type { HotelsBase } from '../../../domain/hotel-paths';
import { MountOnceOpened } from '../../shared/MountOnceOpened';
import { findHotelPlaces, readHotelSearch, runHotelSearch } from '../hotel-search-api';
import { decodeHotelQuery, encodeHotelQuery, type HotelSearchQuery } from '../search/hotel-query';
import { fromHotelQuery } from '../search/hotel-search-rules';
import { keepSearchAnswer, keptSearchAnswer } from '../search/kept-searches';
import { HotelResultsPage } from './HotelResultsPage';
import { KeptResultsNotice } from './KeptResultsNotice';
import { useHotelSearch } from './use-hotel-search';

// The modify-search form (date pickers) loads and renders only once opened, as on flight results.
const HotelSearchForm = lazy(() => import('../search/HotelSearchForm').then((m) => ({ default: m.HotelSearchForm })));

const CALLS = { run: runHotelSearch, read: readHotelSearch, keep: keepSearchAnswer, kept: keptSearchAnswer };

interface ResultsProps {
  /** The flow the page belongs to: its links stay under it (docs/features/hotels.md "Versions"). */
  base: HotelsBase;
  hs: string;
  sid: string | undefined;
}

function Results({ base, hs, sid, query }: ResultsProps & { query: HotelSearchQuery }) {
  const navigate = useNavigate();
  const [modifying, setModifying] = useState(false);
  // The searchid joins the URL once searched, so a reload reads the stored search again.
  const [state, retry] = useHotelSearch(
    query,
    sid,
    CALLS,
    (searchid) => void navigate({ to: `${base}/results`, search: { hs, sid: searchid }, replace: true }),
  );
  const place = state.status === 'results' ? state.answer.place : null;
  return (
    <HotelResultsPage
      query={query}
      state={state}
      onRetry={retry}
      onView={(hotelcode) => {
        if (state.status === 'results')
          void navigate({ to: `${base}/$searchid/$hotelcode`, params: { searchid: state.answer.searchid, hotelcode } });
      }}
    >
      {state.status === 'results' && state.keptat !== undefined && <KeptResultsNotice what="results" keptat={state.keptat} />}
      <Group>
        <Button variant="default" size="xs" aria-expanded={modifying} onClick={() => setModifying((m) => !m)}>
          Modify search
        </Button>
      </Group>
      <Collapse expanded={modifying}>
        <MountOnceOpened opened={modifying}>
          <Paper withBorder p="sm">
            <HotelSearchForm
              key={`${hs}-${place?.baseid ?? ''}`}
              compact
              initial={fromHotelQuery(query, place)}
              today={dayjs().format('YYYY-MM-DD')}
              loadPlaces={findHotelPlaces}
              submitLabel="Search again"
              onSearch={(next) => {
                setModifying(false);
                const text = encodeHotelQuery(next);
                // The same search again changes no URL: search again here; a new one follows the URL.
                if (text === hs) retry();
                else void navigate({ to: `${base}/results`, search: { hs: text } });
              }}
            />
          </Paper>
        </MountOnceOpened>
      </Collapse>
    </HotelResultsPage>
  );
}

/** /hotels/results's page: the search in the URL (`hs`, format in ../search/hotel-query.ts), searched and listed. */
export function HotelResultsRoute({ base, hs, sid }: ResultsProps) {
  const query = decodeHotelQuery(hs);
  return query ? <Results base={base} hs={hs} sid={sid} query={query} /> : null;
}

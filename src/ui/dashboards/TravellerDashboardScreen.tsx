import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSession } from '../../session/store';
import { preloadCanvases } from './chart-canvases';
import { LoadStates } from './LoadStates';
import { hasNoBookings } from './traveller-dashboard-api';
import type { TravellerWindow } from './traveller-dashboard-search';
import { TravellerReports } from './TravellerReports';
import { useTravellerDashboard } from './use-traveller-dashboard';

export interface TravellerDashboardScreenProps {
  window: TravellerWindow;
  onWindowChange: (next: TravellerWindow) => void;
}

/** The From and To days; a cleared date changes nothing, and the other end follows so the days stay in order. */
function WindowFilter({ window, onChange }: { window: TravellerWindow; onChange: (next: TravellerWindow) => void }) {
  const setFrom = (from: string) => from && onChange({ from, to: from > window.to ? from : window.to });
  const setTo = (to: string) => to && onChange({ to, from: to < window.from ? to : window.from });
  return (
    <Group role="group" aria-label="Dashboard window" align="flex-end" wrap="wrap">
      <TextInput type="date" label="From" value={window.from} onChange={(e) => setFrom(e.currentTarget.value)} />
      <TextInput type="date" label="To" value={window.to} onChange={(e) => setTo(e.currentTarget.value)} />
    </Group>
  );
}

/**
 * /traveller-dashboard (docs/features/dashboards.md "Traveller Dashboard"): the signed-in user's own
 * trips, whatever their role. The ids come from the session, never the URL: the server refuses
 * anyone else's.
 */
export function TravellerDashboardScreen({ window, onWindowChange }: TravellerDashboardScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const profile = useSession()?.profilemaster;
  const ids = { corporateid: profile?.corporateid ?? '', profileid: profile?.profileid ?? '' };
  const state = useTravellerDashboard(ids, window, attempt);
  useEffect(() => preloadCanvases('bar', 'pie'), []);
  return (
    <Stack>
      <Title order={1}>Traveller Dashboard</Title>
      <WindowFilter window={window} onChange={onWindowChange} />
      <LoadStates state={state} loadingLabel="Loading your dashboard" errorTitle="Your dashboard could not be loaded" onRetry={() => setAttempt((n) => n + 1)} />
      {state.status === 'ready' && hasNoBookings(state.data) && (
        <Text>
          You have no bookings in this window yet. Your spend shows here once you travel:{' '}
          <Anchor component={Link} to="/flights">
            book a flight
          </Anchor>
          .
        </Text>
      )}
      {state.status === 'ready' && !hasNoBookings(state.data) && (
        <TravellerReports data={state.data} window={window} currency={profile?.base_currency ?? 'INR'} />
      )}
    </Stack>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import type { LocationGroup } from '../../contract/location-groups/operations';
import { GroupPlaces } from './GroupPlaces';
import { GroupsTable } from './GroupsTable';
import { TripTypeGroups } from './TripTypeGroups';
import { loadGroups } from './location-groups-api';

/**
 * Travel Admin → Locations (docs/features/location-groups.md "Screen"): the company's location
 * groups, the places of the one chosen, and which group each trip type is for.
 */
export function LocationsPanel({ profileid }: { profileid: string }) {
  const [groups, setGroups] = useState<LocationGroup[]>([]);
  const [chosen, setChosen] = useState('');
  // Bumped when a group changes: the trip types' choices and the chosen group's title follow.
  const [generation, setGeneration] = useState(0);
  // Bumped when places change: the groups table is drawn again with the new counts.
  const [placesGeneration, setPlacesGeneration] = useState(0);
  const groupsChanged = useCallback(() => setGeneration((g) => g + 1), []);
  const placesChanged = useCallback(() => {
    setPlacesGeneration((g) => g + 1);
    setGeneration((g) => g + 1);
  }, []);

  useEffect(() => {
    let live = true;
    loadGroups().then(
      (rows) => live && setGroups(rows),
      () => live && setGroups([]),
    );
    return () => {
      live = false;
    };
  }, [generation]);

  const current = groups.find((g) => g.groupid === chosen);

  return (
    <Stack gap="xl">
      <GroupsTable key={placesGeneration} profileid={profileid} onChoose={setChosen} onChanged={groupsChanged} />
      {current && <GroupPlaces key={current.groupid} group={current} onChanged={placesChanged} />}
      <TripTypeGroups groups={groups} onChanged={groupsChanged} />
    </Stack>
  );
}

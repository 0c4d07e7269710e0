import { useCallback, useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import type { LocationGroup } from '../../contract/location-groups/operations';
import type { PerDiemGroup } from '../../contract/per-diem/groups';
import { PlanPeople } from './PlanPeople';
import { PlansTable } from './PlansTable';
import { RateTableEditor } from './RateTableEditor';
import { loadLocationGroups, loadPlans } from './per-diem-api';

/**
 * Travel Admin → Per diem (docs/features/per-diem.md "Screen"): the company's plans, and for the
 * one chosen its rate table and the people on it.
 */
export function PerDiemPanel({ profileid }: { profileid: string }) {
  const [plans, setPlans] = useState<PerDiemGroup[]>([]);
  const [groups, setGroups] = useState<LocationGroup[]>([]);
  const [chosen, setChosen] = useState('');
  // Bumped when a plan, its rates or its people change: the table is drawn again with the new counts.
  const [generation, setGeneration] = useState(0);
  const changed = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    let live = true;
    loadPlans().then(
      (rows) => live && setPlans(rows),
      () => live && setPlans([]),
    );
    return () => {
      live = false;
    };
  }, [generation]);
  useEffect(() => {
    loadLocationGroups().then(setGroups, () => setGroups([]));
  }, []);

  const current = plans.find((p) => p.groupid === chosen);
  return (
    <Stack gap="xl">
      <PlansTable key={generation} profileid={profileid} onChoose={setChosen} onChanged={changed} />
      {current && <RateTableEditor key={`rates-${current.groupid}`} plan={current} groups={groups} onChanged={changed} />}
      {current && <PlanPeople key={`people-${current.groupid}`} plan={current} onChanged={changed} />}
    </Stack>
  );
}

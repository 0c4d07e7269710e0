/*
 * Meals, extra baggage and seats for the chosen fares: one tab
 * per flight segment, a traveller switch, and the running total priced by the same priceExtras the
 * booking server uses, so the total shown is the total charged (paise, never a float sum).
 */
import { Alert, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { ExtraSelection, RepricedFare } from '../../../contract/flights/booking';
import { priceExtras } from '../../../domain/flight-extras';
import { Money } from '../../components/Money';
import { buildCatalogue, segmentTabs, type FareAnswers, type PickerTraveller } from './extras-model';
import { ExtrasSummary } from './ExtrasSummary';
import { SegmentExtrasPanel } from './SegmentExtrasPanel';
import { useFareExtras } from './use-fare-extras';

export type { PickerTraveller } from './extras-model';

export interface FlightExtrasPickerProps {
  /** REPRICE's fares, in the booking's `selected` order (selectedindex indexes them). */
  fares: readonly RepricedFare[];
  /** In booking order: adults, children, infants. */
  travellers: readonly PickerTraveller[];
  value: readonly ExtraSelection[];
  /** The whole new selection and its total in paise. */
  onChange: (selection: ExtraSelection[], totalPaise: bigint) => void;
}

export function FlightExtrasPicker({ fares, travellers, value, onChange }: FlightExtrasPickerProps) {
  const extras = useFareExtras(fares);
  const tabs = useMemo(() => segmentTabs(fares), [fares]);
  const [tabKey, setTabKey] = useState<string | null>(null);
  const [chosenPax, setActive] = useState(0);
  const [problem, setProblem] = useState('');
  const active = Math.min(chosenPax, Math.max(travellers.length - 1, 0));

  const labelKey = travellers.map((t) => t.label).join('\n');
  // Stable while the names stay the same, so the memoised seat rows keep their props.
  const labels = useMemo(() => (labelKey ? labelKey.split('\n') : []), [labelKey]);
  // Keyed by content too: the booking page builds a new travellers array on every render.
  const paxKey = travellers.map((t) => t.paxtype).join(',');
  const paxtypes = useMemo(() => (paxKey ? paxKey.split(',') : []), [paxKey]);
  const catalogue = useMemo(() => {
    const ready: Record<string, FareAnswers> = {};
    for (const [farekey, got] of Object.entries(extras)) if (got && got !== 'failed') ready[farekey] = got;
    return buildCatalogue(fares, ready);
  }, [fares, extras]);
  // A fare whose add-ons failed keeps none (e.g. chosen before an approval round trip): the booking goes on without them.
  const usable = useMemo(
    () => value.filter((s) => extras[fares[s.selectedindex]?.farekey ?? ''] !== 'failed'),
    [value, extras, fares],
  );
  const pricing = useMemo(() => priceExtras(catalogue, usable, paxtypes), [catalogue, usable, paxtypes]);
  const loading = fares.some((f) => extras[f.farekey] === undefined);
  const dropped = usable.length !== value.length;

  useEffect(() => {
    if (dropped && pricing.ok) onChange(usable, pricing.totalPaise);
  }, [dropped, pricing, usable, onChange]);

  const edit = (next: ExtraSelection[]) => {
    const priced = priceExtras(catalogue, next, paxtypes);
    if (!priced.ok) return setProblem(priced.message);
    setProblem('');
    onChange(next, priced.totalPaise);
  };

  const current = tabs.find((t) => t.key === tabKey) ?? tabs[0];
  if (!current || travellers.length === 0) return null;
  const traveller = travellers[active];

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Choosing for: {traveller?.label}
        </Text>
        <SegmentedControl
          aria-label="Choosing for"
          value={String(active)}
          onChange={(v) => setActive(Number(v))}
          data={travellers.map((t, i) => ({ value: String(i), label: t.label }))}
        />
      </Stack>
      <Tabs value={current.key} onChange={setTabKey} keepMounted={false}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.key} value={t.key}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.key} value={t.key} pt="md">
            <SegmentExtrasPanel
              tab={t}
              state={extras[t.farekey]}
              value={usable}
              travellers={travellers}
              labels={labels}
              active={active}
              onEdit={edit}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {pricing.ok && <ExtrasSummary lines={pricing.lines} labels={labels} tabs={tabs} />}
      <Group justify="space-between" role="status" aria-label="Add-ons total">
        <Text fw={600}>Add-ons total</Text>
        <Text fw={600}>
          {pricing.ok ? (
            <Money minor={pricing.totalPaise} currency="INR" />
          ) : loading ? (
            'Working it out…'
          ) : (
            pricing.message
          )}
        </Text>
      </Group>
    </Stack>
  );
}

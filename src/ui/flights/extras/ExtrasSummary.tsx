/* What each traveller has chosen, per segment, with each line's price: the total's breakdown. */
import { List, Text } from '@mantine/core';
import type { ExtrasLine } from '../../../domain/flight-extras';
import { priceText, segmentKey, type SegmentTab } from './extras-model';

export function ExtrasSummary({
  lines,
  labels,
  tabs,
}: {
  lines: readonly ExtrasLine[];
  labels: readonly string[];
  tabs: readonly SegmentTab[];
}) {
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No add-ons chosen.
      </Text>
    );
  const groups = new Map<string, ExtrasLine[]>();
  for (const line of lines) {
    const key = `${line.paxindex}|${segmentKey(line)}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const order = (key: string) => {
    const [pax, seg] = key.split('|');
    return Number(pax) * 1000 + tabs.findIndex((t) => t.key === seg);
  };
  return (
    <List size="sm" aria-label="Chosen add-ons">
      {[...groups.entries()]
        .sort(([a], [b]) => order(a) - order(b))
        .map(([key, group]) => {
          const first = group[0]!;
          const tab = tabs.find((t) => t.key === segmentKey(first));
          const items = group.map((l) => `${l.name} ${priceText(l.amountPaise)}`).join(', ');
          return <List.Item key={key}>{`${labels[first.paxindex] ?? ''} · ${tab?.label ?? ''}: ${items}`}</List.Item>;
        })}
    </List>
  );
}

import { List, Stack, Text } from '@mantine/core';
import type { AlternativeSector, CheaperAlternative } from '../../contract/booking-approvals/operations';
import { formatMoneyExact, parseMinorUnits } from '../../domain/money';

const moneyIn = (currency: string) => (amount: string) => formatMoneyExact(parseMinorUnits(amount), currency);

/** The words of the line: "Cheaper in policy: 6E 123, 07:10–09:05, ₹4,210 — ₹2,562 less". */
export function cheaperAlternativeText(alternative: CheaperAlternative, currency: string): string {
  const money = moneyIn(currency);
  const { flightnumber, departtime, arrivetime, amount, saving } = alternative;
  if (alternative.sectors) return `Cheaper in policy: ${money(amount)} in all — ${money(saving)} less`;
  return `Cheaper in policy: ${flightnumber}, ${departtime}–${arrivetime}, ${money(amount)} — ${money(saving)} less`;
}

/** One sector of a per-sector alternative: "BLR-DEL: 6E 123, 07:10–09:05, ₹4,210" (and whether it stays as asked). */
export function alternativeSectorText(sector: AlternativeSector, currency: string): string {
  const { route, flightnumber, departtime, arrivetime, amount, asrequested } = sector;
  return `${route}: ${flightnumber}, ${departtime}–${arrivetime}, ${moneyIn(currency)(amount)}${asrequested ? ' (as requested)' : ''}`;
}

/** Issue 15: what the approver could ask for instead, from the search the request was made in. */
export function CheaperAlternativeLine({ alternative, currency }: { alternative: CheaperAlternative; currency: string }) {
  const heading = cheaperAlternativeText(alternative, currency);
  if (!alternative.sectors) {
    return (
      <Text size="sm" c="teal.9" fw={600}>
        {heading}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" c="teal.9" fw={600}>
        {heading}
      </Text>
      <List size="sm" aria-label="Cheaper in policy, sector by sector">
        {alternative.sectors.map((sector) => (
          <List.Item key={`${sector.route} ${sector.flightnumber} ${sector.departtime}`}>
            {alternativeSectorText(sector, currency)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

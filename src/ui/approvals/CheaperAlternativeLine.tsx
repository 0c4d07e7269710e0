import { Text } from '@mantine/core';
import type { CheaperAlternative } from '../../contract/booking-approvals/operations';
import { formatMoneyExact, parseMinorUnits } from '../../domain/money';

/** The words of the line: "Cheaper in policy: 6E 123, 07:10–09:05, ₹4,210 — ₹2,562 less". */
export function cheaperAlternativeText(alternative: CheaperAlternative, currency: string): string {
  const money = (amount: string) => formatMoneyExact(parseMinorUnits(amount), currency);
  const { flightnumber, departtime, arrivetime, amount, saving } = alternative;
  return `Cheaper in policy: ${flightnumber}, ${departtime}–${arrivetime}, ${money(amount)} — ${money(saving)} less`;
}

/** Issue 15: what the approver could ask for instead, from the search the request was made in. */
export function CheaperAlternativeLine({ alternative, currency }: { alternative: CheaperAlternative; currency: string }) {
  return (
    <Text size="sm" c="teal.8" fw={600}>
      {cheaperAlternativeText(alternative, currency)}
    </Text>
  );
}

import { Alert, Drawer, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FareSummary, OfferSummary } from '../../../contract/flights/search';
import type { FareRule } from '../../../domain/flight-offer';
import { baggageText } from '../../../domain/baggage';
import { fareName } from '../../../domain/flight-codes';
import { offerName } from './OfferRow';

export interface FareRulesTarget {
  offer: OfferSummary;
  fare: FareSummary;
}

export interface FareRulesDrawerProps {
  target: FareRulesTarget | null;
  /** GETFARERULES for a farekey (the route passes the real call; tests a fake). */
  loadRules: (farekey: string, supplier: string) => Promise<FareRule[]>;
  onClose: () => void;
}

/** The answer for one farekey; any other farekey's answer means this one is still loading. */
type RulesAnswer = { farekey: string } & ({ status: 'loaded'; rules: FareRule[] } | { status: 'failed' });

/* The table scrolls sideways inside the drawer when a window's wording is too long for a phone, and
   its cells wrap long words, so nothing runs past the drawer's edge at 390 px. */
function PenaltyTable({ caption, rows }: { caption: string; rows: { window: string; penalty: string }[] }) {
  return (
    <Table.ScrollContainer minWidth={280} type="native">
      <Table aria-label={caption} verticalSpacing={4} style={{ overflowWrap: 'anywhere' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{caption}</Table.Th>
            <Table.Th>Penalty</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.window}>
              <Table.Td>{r.window}</Table.Td>
              <Table.Td>{r.penalty}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RulesOf({ rule }: { rule: FareRule }) {
  return (
    <Stack gap="xs">
      <Title order={3}>{fareName(rule.productname, rule.farelabel)}</Title>
      <Text size="sm">
        Check-in baggage: {rule.baggage.checkin || '—'} ({baggageText(rule.baggage.checkin)}) · Cabin:{' '}
        {rule.baggage.cabin || '—'}
      </Text>
      <PenaltyTable caption="Cancellation" rows={rule.cancellation} />
      <PenaltyTable caption="Date change" rows={rule.change} />
      {rule.rulestext && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {rule.rulestext}
        </Text>
      )}
    </Stack>
  );
}

/** 'Fare rules' of one fare (docs/operations.md GETFARERULES: baggage, cancellation and change rules, rules text). */
export function FareRulesDrawer({ target, loadRules, onClose }: FareRulesDrawerProps) {
  const [answer, setAnswer] = useState<RulesAnswer | null>(null);
  const farekey = target?.fare.farekey;
  const supplier = target?.offer.supplier;
  useEffect(() => {
    if (!farekey || !supplier) return;
    let live = true;
    loadRules(farekey, supplier).then(
      (rules) => live && setAnswer({ farekey, status: 'loaded', rules }),
      () => live && setAnswer({ farekey, status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [farekey, supplier, loadRules]);
  const state = answer && answer.farekey === farekey ? answer : { status: 'loading' as const };

  const title = target ? `Fare rules: ${offerName(target.offer)}` : 'Fare rules';
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      styles={{ content: { maxWidth: '100vw' }, body: { overflowX: 'hidden' } }}
    >
      {state.status === 'loading' && (
        <Stack align="center" role="status">
          <Loader aria-hidden />
          <Text>Loading fare rules...</Text>
        </Stack>
      )}
      {state.status === 'failed' && <Alert color="red">The fare rules could not be loaded. Please try again.</Alert>}
      {state.status === 'loaded' &&
        (state.rules.length === 0 ? (
          <Text>No fare rules for this fare.</Text>
        ) : (
          <Stack gap="lg">
            {state.rules.map((rule) => (
              <RulesOf key={rule.farekey} rule={rule} />
            ))}
          </Stack>
        ))}
    </Drawer>
  );
}

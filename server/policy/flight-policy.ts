import { asc, eq } from 'drizzle-orm';
import type { FlightRules } from '../../src/contract/policy/rules';
import type { BlockedSector, FareCap, FlightPolicy } from '../../src/domain/flight-policy';
import { parseMinorUnits } from '../../src/domain/money';
import type { Executor } from '../store/db';
import { policyBlockedSectors } from '../store/schema-policy';
import { type PlaceExpander, type PlaceRef, placeExpander } from './places';

/*
 * A policy version's flight rules and its policy's blocked sectors, compiled into what the shared
 * evaluator reads (src/domain/flight-policy.ts): amounts in paise, every sector end as airports, a
 * both-ways row as two one-way rules. Read on every call, so an admin's edit holds from the next search.
 */

type SectorRow = Pick<typeof policyBlockedSectors.$inferSelect, 'originType' | 'origin' | 'destinationType' | 'destination' | 'bothways' | 'reason'>;

const paise = (amount: string) => (amount === '' ? null : parseMinorUnits(amount));

function sectorRefs(rules: FlightRules, sectors: readonly SectorRow[]): PlaceRef[] {
  return [
    ...sectors.flatMap((s) => [{ type: s.originType, code: s.origin }, { type: s.destinationType, code: s.destination }]),
    ...rules.farecaps.flatMap((c) => [{ type: c.origintype, code: c.origin }, { type: c.destinationtype, code: c.destination }]),
  ];
}

/** Pure: rules + sectors, with places already expandable. */
export function compileFlightPolicy(rules: FlightRules, sectors: readonly SectorRow[], expand: PlaceExpander): FlightPolicy {
  const blockedSectors: BlockedSector[] = sectors.flatMap((s) => {
    const from = expand({ type: s.originType, code: s.origin }).airports;
    const to = expand({ type: s.destinationType, code: s.destination }).airports;
    const onward = { origins: from, destinations: to, reason: s.reason };
    return s.bothways ? [onward, { origins: to, destinations: from, reason: s.reason }] : [onward];
  });
  const fareCaps: FareCap[] = rules.farecaps.flatMap((c) => {
    const from = expand({ type: c.origintype, code: c.origin });
    const to = expand({ type: c.destinationtype, code: c.destination });
    const maxPaise = parseMinorUnits(c.maxfare);
    const onward = { origins: from.airports, destinations: to.airports, maxPaise, label: `${from.name} → ${to.name}` };
    return c.bothways ? [onward, { origins: to.airports, destinations: from.airports, maxPaise, label: `${to.name} → ${from.name}` }] : [onward];
  });
  return {
    blockedSectors,
    domesticCabins: rules.domesticcabins,
    internationalCabins: rules.internationalcabins,
    longHaulMinutes: rules.longhaulminutes,
    longHaulCabins: rules.longhaulcabins,
    maxDomesticFarePaise: paise(rules.maxdomesticfare),
    maxInternationalFarePaise: paise(rules.maxinternationalfare),
    fareCaps,
    lowestFareMarginPaise: paise(rules.lowestfaremargin),
    lowestFarePercent: rules.lowestfarepercent,
    lowestFareWindowMinutes: rules.lowestfarewindowminutes,
    advancePurchaseDays: rules.advancepurchasedays,
    refundableOnly: rules.refundableonly,
  };
}

export async function loadBlockedSectorRows(tx: Executor, policyId: string): Promise<SectorRow[]> {
  return tx.select().from(policyBlockedSectors).where(eq(policyBlockedSectors.travelPolicyId, policyId)).orderBy(asc(policyBlockedSectors.createdAt), asc(policyBlockedSectors.id));
}

/** The evaluator's policy for a version's flight rules under policy `policyId`. */
export async function loadCompiledFlightPolicy(tx: Executor, corporateid: string, policyId: string, rules: FlightRules): Promise<FlightPolicy> {
  const sectors = await loadBlockedSectorRows(tx, policyId);
  const expand = await placeExpander(tx, corporateid, sectorRefs(rules, sectors));
  return compileFlightPolicy(rules, sectors, expand);
}

import type { HotelCapRule, HotelRules } from '../../contract/policy/hotel-rules';
import type { FareCapRule, PolicyRules } from '../../contract/policy/rules';
import { CABIN_NAMES } from '../../domain/display-names';
import { APPROVAL_LABELS } from './field-words';
import { placeName } from './place-names';
import type { Choice } from './policy-api';
import { rupees } from './rupees';

/* A version's rules in a few lines, for the read-only view of the version in force (docs/features/policy.md "Screens"). */

export interface SummaryLine {
  label: string;
  value: string;
}

const cabins = (list: readonly string[]) => (list.length ? list.map((c) => CABIN_NAMES[c] ?? c).join(', ') : 'None');
const limit = (amount: string) => rupees(amount) ?? 'No limit';

function capText(cap: FareCapRule, groups: readonly Choice[]): string {
  const from = placeName(cap.origintype, cap.origin, groups);
  const to = placeName(cap.destinationtype, cap.destination, groups);
  return `${from} ${cap.bothways ? '↔' : '→'} ${to}: ${rupees(cap.maxfare) ?? cap.maxfare}`;
}

function lowestFareText(f: PolicyRules['flight']): string {
  const bounds = [rupees(f.lowestfaremargin), f.lowestfarepercent === null ? null : `${f.lowestfarepercent}%`].filter(
    Boolean,
  );
  if (bounds.length === 0) return 'No rule';
  const among =
    f.lowestfarewindowminutes === null
      ? 'the whole search'
      : `flights leaving within ${f.lowestfarewindowminutes} minutes`;
  return `At most ${bounds.join(' or ')} above the lowest fare of ${among}`;
}

const hotelCapText = (cap: HotelCapRule, groups: readonly Choice[]) =>
  `${placeName(cap.placetype, cap.place, groups)}: ${rupees(cap.maxnightly) ?? cap.maxnightly}`;
const stars = (max: number) => (max > 0 ? `at most ${max} stars` : 'any');

function hotelLines(h: HotelRules, groups: readonly Choice[]): SummaryLine[] {
  return [
    {
      label: 'Hotel a night per room',
      value: `Domestic ${limit(h.nightlylimit.domestic)}; international ${limit(h.nightlylimit.international)}`,
    },
    {
      label: 'Hotel caps',
      value: h.nightlycaps.length ? h.nightlycaps.map((cap) => hotelCapText(cap, groups)).join('; ') : 'None',
    },
    {
      label: 'Hotel stars',
      value: `Domestic ${stars(h.maxstars.domestic)}; international ${stars(h.maxstars.international)}`,
    },
    { label: 'Hotel refundable rates only', value: h.refundableonly ? 'Yes' : 'No' },
    { label: 'Hotel approval', value: APPROVAL_LABELS[h.approvalrule] },
  ];
}

export function rulesSummary(rules: PolicyRules, groups: readonly Choice[]): SummaryLine[] {
  const f = rules.flight;
  const i = rules.insurance;
  return [
    { label: 'Domestic cabins', value: cabins(f.domesticcabins) },
    { label: 'International cabins', value: cabins(f.internationalcabins) },
    {
      label: 'Long haul',
      value:
        f.longhaulminutes === null || f.longhaulcabins.length === 0
          ? 'No rule'
          : `A leg of ${f.longhaulminutes} minutes or more may also use ${cabins(f.longhaulcabins)}`,
    },
    {
      label: 'Max fare per traveller',
      value: `Domestic ${limit(f.maxdomesticfare)}; international ${limit(f.maxinternationalfare)}`,
    },
    {
      label: 'Fare caps',
      value: f.farecaps.length ? f.farecaps.map((cap) => capText(cap, groups)).join('; ') : 'None',
    },
    { label: 'Lowest fare', value: lowestFareText(f) },
    {
      label: 'Advance purchase',
      value: f.advancepurchasedays === null ? 'Any time' : `At least ${f.advancepurchasedays} days before departure`,
    },
    { label: 'Refundable only', value: f.refundableonly ? 'Yes' : 'No' },
    { label: 'Approval when out of policy', value: f.approvalwhenoutofpolicy ? 'Yes' : 'No' },
    {
      label: 'Insurance premium per traveller',
      value: `Domestic ${limit(i.domesticmaxpremium)}; international ${limit(i.internationalmaxpremium)}`,
    },
    { label: 'Insurance approval', value: APPROVAL_LABELS[i.approvalrule] },
    ...hotelLines(rules.hotel, groups),
    { label: 'Reasons', value: rules.reasons.length ? rules.reasons.join('; ') : 'None' },
  ];
}

import * as v from 'valibot';
import type { HotelPlaceType, HotelRules } from '../../contract/policy/hotel-rules';
import { normalisedPlace, placeProblem } from '../../contract/policy/rule-fields';
import { type InsuranceRules, type PlaceType, type PolicyRules, PolicyRulesSchema } from '../../contract/policy/rules';
import type { Cabin } from '../../domain/flight-offer';

/*
 * The version editor's data side (docs/features/policy.md "Screens"): the rules as the form holds
 * them (numbers as the text typed), back to the rules the save call sends, and their problems by
 * path ('flight.maxdomesticfare', 'flight.farecaps.2.origin', 'hotel.nightlycaps.0.place'), worded as
 * the contract words them.
 */

/** A fare cap as the form holds it; `key` keeps a row's pickers (and what is typed in them) with the row. */
export interface FareCapDraft {
  key: string;
  origintype: PlaceType;
  origin: string;
  destinationtype: PlaceType;
  destination: string;
  bothways: boolean;
  maxfare: string;
}

export interface FlightForm {
  domesticcabins: Cabin[];
  internationalcabins: Cabin[];
  longhaulminutes: string;
  longhaulcabins: Cabin[];
  maxdomesticfare: string;
  maxinternationalfare: string;
  farecaps: FareCapDraft[];
  lowestfaremargin: string;
  lowestfarepercent: string;
  lowestfarewindowminutes: string;
  advancepurchasedays: string;
  refundableonly: boolean;
  approvalwhenoutofpolicy: boolean;
}

/** A hotel cap as the form holds it, keyed as a fare cap is. */
export interface HotelCapDraft {
  key: string;
  placetype: HotelPlaceType;
  place: string;
  maxnightly: string;
}

export type HotelForm = Omit<HotelRules, 'nightlycaps'> & { nightlycaps: HotelCapDraft[] };

export interface ReasonDraft {
  key: string;
  text: string;
}

export interface RulesForm {
  flight: FlightForm;
  insurance: InsuranceRules;
  hotel: HotelForm;
  reasons: ReasonDraft[];
}

/** A problem's message by its path in the rules. */
export type RuleErrors = Record<string, string>;

let drafts = 0;
const nextKey = () => `policy-row-${++drafts}`;

export const blankFareCap = (): FareCapDraft => ({
  key: nextKey(),
  origintype: 'airport',
  origin: '',
  destinationtype: 'airport',
  destination: '',
  bothways: true,
  maxfare: '',
});
export const blankHotelCap = (): HotelCapDraft => ({ key: nextKey(), placetype: 'city', place: '', maxnightly: '' });
export const blankReason = (): ReasonDraft => ({ key: nextKey(), text: '' });

const numberText = (n: number | null) => (n === null ? '' : String(n));
/** '' is no rule; anything else goes as a number, so 'abc' meets the contract's "must be a number". */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

export function formOf(rules: PolicyRules): RulesForm {
  const f = rules.flight;
  return {
    flight: {
      ...f,
      longhaulminutes: numberText(f.longhaulminutes),
      farecaps: f.farecaps.map((cap) => ({ ...cap, key: nextKey() })),
      lowestfarepercent: numberText(f.lowestfarepercent),
      lowestfarewindowminutes: numberText(f.lowestfarewindowminutes),
      advancepurchasedays: numberText(f.advancepurchasedays),
    },
    insurance: rules.insurance,
    hotel: { ...rules.hotel, nightlycaps: rules.hotel.nightlycaps.map((cap) => ({ ...cap, key: nextKey() })) },
    reasons: rules.reasons.map((text) => ({ key: nextKey(), text })),
  };
}

/** What the save call would send, before the contract's checks and trims. */
function inputOf(form: RulesForm): unknown {
  const f = form.flight;
  return {
    flight: {
      ...f,
      longhaulminutes: numberOf(f.longhaulminutes),
      farecaps: f.farecaps.map(({ key: _key, ...cap }) => cap),
      lowestfarepercent: numberOf(f.lowestfarepercent),
      lowestfarewindowminutes: numberOf(f.lowestfarewindowminutes),
      advancepurchasedays: numberOf(f.advancepurchasedays),
    },
    insurance: form.insurance,
    hotel: { ...form.hotel, nightlycaps: form.hotel.nightlycaps.map(({ key: _key, ...cap }) => cap) },
    reasons: form.reasons.map((r) => r.text),
  };
}

/** The form's rules as the contract reads them, or the problems by path. */
export function checkRules(
  form: RulesForm,
): { rules: PolicyRules; errors: null } | { rules: null; errors: RuleErrors } {
  const errors: RuleErrors = {};
  const result = v.safeParse(PolicyRulesSchema, inputOf(form));
  if (!result.success) {
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '';
      if (!(path in errors)) errors[path] = issue.message;
    }
  }
  // A cap's ends are read as their type says, as a blocked sector's are.
  form.flight.farecaps.forEach((cap, index) => {
    for (const end of ['origin', 'destination'] as const) {
      const problem = placeProblem(end, cap[`${end}type`], cap[end].trim());
      const path = `flight.farecaps.${index}.${end}`;
      if (problem && !(path in errors)) errors[path] = problem;
    }
  });
  // The contract checks a hotel cap's place only once the cap's amount is right; the form says both at once.
  form.hotel.nightlycaps.forEach((cap, index) => {
    const problem = placeProblem('place', cap.placetype, normalisedPlace(cap.placetype, cap.place.trim()));
    const path = `hotel.nightlycaps.${index}.place`;
    if (problem && !(path in errors)) errors[path] = problem;
  });
  if (result.success && Object.keys(errors).length === 0) return { rules: result.output, errors: null };
  return { rules: null, errors };
}

/** A save refusal naming a rule or the date ('jsondata.rules.flight.maxfare: …') as that path's error; null for any other. */
export function serverRuleError(message: string): RuleErrors | null {
  const match = /^jsondata\.(?:rules\.)?([\w.]+): (.+)$/.exec(message);
  return match ? { [match[1]!]: match[2]! } : null;
}

/** A section's error under a field: the problem at that path, said with the screen's words. */
export type ErrorAt = (path: string) => string | undefined;

/** What every flight section of the editor takes. */
export interface FlightSectionProps {
  flight: FlightForm;
  onChange: (patch: Partial<FlightForm>) => void;
  errorAt: ErrorAt;
}

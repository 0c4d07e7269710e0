import type { PlaceType } from '../../contract/policy/rules';
import type { Choice } from './policy-api';

/* How a rule's end reads on the screen when the server gave no name for it (a fare cap's ends). */

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'IN' → 'India', an unknown code as it is. */
function countryName(code: string): string {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'IN:Mumbai' → 'Mumbai, India'; 'IN' → 'India'; a group's id → its name; '' anywhere → 'Anywhere'. */
export function placeName(type: PlaceType, value: string, groups: readonly Choice[]): string {
  if (type === 'any') return 'Anywhere';
  if (type === 'country') return countryName(value);
  if (type === 'city') return `${value.slice(3)}, ${countryName(value.slice(0, 2))}`;
  if (type === 'group') return groups.find((g) => g.value === value)?.label ?? value;
  return value;
}

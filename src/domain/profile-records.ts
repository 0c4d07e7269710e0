/** docs/product.md#constants-and-code-tables ID types, verbatim. */
export const ID_CARD_TYPES = ['Aadhaar Card', 'Driving License', 'Pan Card', 'Voter ID', 'Passport', 'Government Approved ID Card'] as const;

/** docs/product.md#constants-and-code-tables meal codes with their names. */
export const MEAL_CODES: Readonly<Record<string, string>> = {
  V: 'Veg',
  N: 'Non Veg',
  D: 'No Food',
  E: 'Evening Snacks',
  J: 'Jain Meal',
  F: 'Veg(Diabetic)',
  G: 'Non Veg(Diabetic)',
  T: 'Tea/Coffee',
};

export const SEAT_PREFERENCES = ['Window', 'Aisle', 'No Preference'] as const;

/** A membership belongs to an airline's or a hotel's loyalty programme. */
export const MEMBERSHIP_KINDS = ['airline', 'hotel'] as const;

export const DELEGATION_MESSAGES = {
  period: 'To date cannot be before From date',
  self: 'You cannot delegate approvals to yourself',
  colleague: 'The delegate must be a colleague in your company',
} as const;

/** A delegation's period reads from `from` to `to`, both YYYY-MM-DD, and may be a single day. */
export function isDelegationPeriodValid(from: string, to: string): boolean {
  return from <= to;
}

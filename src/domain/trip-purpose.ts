/*
 * trip_purpose (docs/product.md#records, docs/product.md#validation-rules): the travel reason and the other-reason text joined with a
 * separator. The 'other' reason (any of the spec's case variants) or a non-empty other-reason
 * puts the other text into the purpose.
 */
export const TRIP_PURPOSE_SEPARATOR = ' - ';

/** The spec's variants, exactly: other, Other, OTHER, Others, others, OTHERS. */
export const OTHER_REASON_VARIANTS = ['other', 'Other', 'OTHER', 'Others', 'others', 'OTHERS'] as const;

export function isOtherReason(reason: string): boolean {
  return (OTHER_REASON_VARIANTS as readonly string[]).includes(reason.trim());
}

/** 'Client meeting' + '' → 'Client meeting'; 'Other' + 'Trade fair' → 'Other - Trade fair'. */
export function joinTripPurpose(reason: string, otherReason: string): string {
  const r = reason.trim();
  const other = otherReason.trim();
  // Either trigger of the spec needs some other text to include; 'Other' alone is refused upstream.
  if (other === '') return r;
  return r === '' ? other : `${r}${TRIP_PURPOSE_SEPARATOR}${other}`;
}

/** The 'other' reason needs its text: without it the purpose would say only "Other". */
export function tripPurposeProblem(reason: string, otherReason: string): string | null {
  if (isOtherReason(reason) && otherReason.trim() === '') return 'otherreason is required when the travel reason is Other';
  return null;
}

/** The reason part back from a stored purpose (the separator's first occurrence splits). */
export function splitTripPurpose(purpose: string): { reason: string; otherReason: string } {
  const at = purpose.indexOf(TRIP_PURPOSE_SEPARATOR);
  if (at < 0) return { reason: purpose, otherReason: '' };
  return { reason: purpose.slice(0, at), otherReason: purpose.slice(at + TRIP_PURPOSE_SEPARATOR.length) };
}

/* Small conversions for approval answers: exact money and the policy mark of a chosen offer. */

/** Integer paise → "1234.50" (exact: bigint, never floating point). */
export function paiseToDecimal(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * Whether an item's chosen offer (selected_json: base64 of JSON) is marked out of policy. The
 * simple rule until the travel-policy engine exists: `outofpolicy: true`, `isoutofpolicy: true` or
 * `inpolicy: false` on the offer. Anything unreadable counts as in policy.
 */
export function isOutOfPolicy(selectedJson: string): boolean {
  if (!selectedJson) return false;
  try {
    const offer = JSON.parse(Buffer.from(selectedJson, 'base64').toString('utf8')) as Record<string, unknown> | null;
    if (!offer || typeof offer !== 'object') return false;
    return offer.outofpolicy === true || offer.isoutofpolicy === true || offer.inpolicy === false;
  } catch {
    return false;
  }
}

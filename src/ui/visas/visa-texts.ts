import { countryName, COUNTRY_CODES } from '../../contract/visas/countries';
import { tripFailureMessage } from '../shared/trip-errors';

/*
 * The screens' fixed texts (docs/features/visas.md "Screens"): the product's failure texts for the
 * visa and passport calls, shown when the server gives no message of its own.
 */
export const VISA_SAVE_FAILED = 'Failed add or edit visa master. Please try again.';
export const VISA_DELETE_FAILED = 'Failed delete visa master. Please try again.';
export const PASSPORT_DELETE_FAILED = 'Failed delete passport master. Please try again.';
/** Ours: the product names no text for saving a passport; this one mirrors the visa's. */
export const PASSPORT_SAVE_FAILED = 'Failed add or edit passport master. Please try again.';

/** The server's field message when it gave one (a 4xx naming the field), else the fallback text. */
export const failureText = (error: unknown, fallback: string) => tripFailureMessage(error, fallback);

/** Every country, by name, for the selects; the first entry asks for a choice. */
export const COUNTRY_OPTIONS = [
  { value: '', label: 'Choose a country' },
  ...COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })).sort((a, b) => a.label.localeCompare(b.label)),
];

export const STATUS_LABELS: Record<string, { label: string; color: string }> = {
  pending: { label: 'Pending verification', color: 'yellow' },
  verified: { label: 'Verified', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

import type { FlightReason, Purpose } from '../../../src/contract/flights/masters';

/*
 * The purposes of travel and travel reasons the booking form offers (docs/operations.md TG-GETPURPOSES,
 * TG-GETFLIGHTREASONS). The trips masters hold no such lists (trip reasons are free text with
 * suggestions in the trip form), so every company gets these; the reason names match the trip
 * form's suggestions, and the 'Other' reason asks for its text (src/domain/trip-purpose.ts).
 */

export const PURPOSES: readonly Purpose[] = [
  { id: 'official', name: 'Official' },
  { id: 'clientvisit', name: 'Client visit' },
  { id: 'training', name: 'Training' },
  { id: 'conference', name: 'Conference' },
  { id: 'relocation', name: 'Relocation' },
  { id: 'interview', name: 'Interview' },
];

const COMMON: readonly FlightReason[] = [
  { id: 'clientmeeting', name: 'Client meeting', isother: false },
  { id: 'conference', name: 'Conference', isother: false },
  { id: 'training', name: 'Training', isother: false },
  { id: 'internalmeeting', name: 'Internal meeting', isother: false },
  { id: 'projectwork', name: 'Project work', isother: false },
];
const OTHER: FlightReason = { id: 'other', name: 'Other', isother: true };

export const REASONS: Readonly<Record<'flight' | 'hotel' | 'insurance', readonly FlightReason[]>> = {
  flight: [...COMMON, { id: 'sitevisit', name: 'Site visit', isother: false }, OTHER],
  hotel: [...COMMON, { id: 'extendedstay', name: 'Extended stay', isother: false }, OTHER],
  insurance: [...COMMON, OTHER],
};

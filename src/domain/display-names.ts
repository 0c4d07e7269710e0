/*
 * The one place codes become words (docs/features/plain-words.md). Screens never print a status,
 * role, cabin, trip type, payment mode or product code themselves: they ask this map, so the same
 * code reads the same everywhere and an unknown code still reads as words, never as "APPROVALPENDING".
 */

export type StatusColour = 'yellow' | 'green' | 'red' | 'gray';

/**
 * Every booking and trip status: the product's list (docs/product.md#trip-statuses) and the ones our
 * own records use (bookings, travellers, insurance, approvals, amendments, card payments, trip items).
 * 'Cancellation Processing' is that list's own wording for canxprocessing.
 */
export const STATUS_NAMES: Readonly<Record<string, { name: string; colour: StatusColour }>> = {
  pending: { name: 'Pending', colour: 'yellow' },
  rejected: { name: 'Rejected', colour: 'red' },
  approvalpending: { name: 'Approval pending', colour: 'yellow' },
  partiallyapproved: { name: 'Partially approved', colour: 'yellow' },
  approved: { name: 'Approved', colour: 'green' },
  ticketed: { name: 'Ticketed', colour: 'green' },
  rescheduled: { name: 'Rescheduled', colour: 'yellow' },
  partiallyticketed: { name: 'Partially ticketed', colour: 'green' },
  canxprocessing: { name: 'Cancellation Processing', colour: 'yellow' },
  adminpending: { name: 'Admin pending', colour: 'yellow' },
  refunded: { name: 'Refunded', colour: 'green' },
  confirm: { name: 'Confirmed', colour: 'green' },
  confirmed: { name: 'Confirmed', colour: 'green' },
  rolledback: { name: 'Rolled back', colour: 'red' },
  sentforamendment: { name: 'Sent for amendment', colour: 'yellow' },
  paymentpending: { name: 'Payment pending', colour: 'yellow' },
  paymentreleased: { name: 'Payment released', colour: 'green' },
  senttomaker: { name: 'Sent to maker', colour: 'yellow' },
  oktosubmit: { name: 'OK to submit', colour: 'yellow' },
  surrendered: { name: 'Surrendered', colour: 'red' },
  sendback: { name: 'Sent back', colour: 'yellow' },
  submitted: { name: 'Submitted', colour: 'yellow' },
  reject: { name: 'Rejected', colour: 'red' },
  active: { name: 'Active', colour: 'green' },
  cancelled: { name: 'Cancelled', colour: 'red' },
  partiallycancelled: { name: 'Partially cancelled', colour: 'yellow' },
  recalled: { name: 'Recalled', colour: 'red' },
  booked: { name: 'Booked', colour: 'green' },
  reserved: { name: 'Reserved', colour: 'green' },
  paid: { name: 'Paid', colour: 'green' },
  expired: { name: 'Expired', colour: 'red' },
  failed: { name: 'Failed', colour: 'red' },
  deleted: { name: 'Deleted', colour: 'red' },
  requested: { name: 'Requested', colour: 'yellow' },
  waiting: { name: 'Waiting', colour: 'gray' },
  skipped: { name: 'Skipped', colour: 'gray' },
  created: { name: 'Created', colour: 'gray' },
  succeeded: { name: 'Succeeded', colour: 'green' },
  complete: { name: 'Complete', colour: 'green' },
  inpolicy: { name: 'In policy', colour: 'green' },
  outofpolicy: { name: 'Out of policy', colour: 'red' },
};

/** docs/product.md#roles corporate_role values. */
export const ROLE_NAMES: Readonly<Record<string, string>> = {
  employee: 'Employee',
  travelcoordinator: 'Travel coordinator',
  traveladmin: 'Travel admin',
  superadmin: 'Super admin',
  travelmanager: 'Travel manager',
  financeadmin: 'Finance admin',
  financemanager: 'Finance manager',
};

export const CABIN_NAMES: Readonly<Record<string, string>> = {
  economy: 'Economy',
  premiumeconomy: 'Premium economy',
  business: 'Business',
  first: 'First',
};

export const TRIP_TYPE_NAMES: Readonly<Record<string, string>> = {
  oneway: 'One way',
  roundtrip: 'Round trip',
  multicity: 'Multi-city',
};

/** Payment modes of the contracts: checkout's (cashcard, creditcard, company) and the wallet's. */
export const PAYMENT_MODE_NAMES: Readonly<Record<string, string>> = {
  wallet: 'Wallet',
  cashcard: 'Wallet',
  card: 'Card',
  creditcard: 'Card',
  paymentgateway: 'Card',
  company: 'Company account',
  all: 'Wallet or card',
};

export const PRODUCT_NAMES: Readonly<Record<string, string>> = {
  flight: 'Flight',
  flights: 'Flights',
  insurance: 'Insurance',
  hotel: 'Hotel',
  offlinehotel: 'Hotel (travel desk)',
  serviceapartment: 'Service apartment',
  guesthouse: 'Guest house',
  train: 'Train',
  bus: 'Bus',
  cab: 'Cab',
  visa: 'Visa',
  forex: 'Forex',
  imprest: 'Travel advance',
};

/* Words compound codes are made of, longest first so "premiumeconomy" splits before "economy" does. */
const WORDS = [
  'cancellation',
  'processing',
  'amendment',
  'partially',
  'approval',
  'released',
  'premium',
  'economy',
  'payment',
  'pending',
  'approved',
  'ticketed',
  'finance',
  'manager',
  'submit',
  'travel',
  'admin',
  'super',
  'maker',
  'rolled',
  'policy',
  'trip',
  'sent',
  'back',
  'send',
  'for',
  'to',
  'of',
  'out',
  'in',
  'ok',
].sort((a, b) => b.length - a.length);

/**
 * An unknown code as words: "camelCase" and snake/kebab split, then known words peeled off a run
 * of lower-case letters ("adminapproved" → "Admin approved"), first letter capitalised.
 */
export function readableCode(code: string): string {
  const spaced = code
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .toLowerCase();
  const words = spaced.split(/\s+/).filter(Boolean).flatMap(splitKnownWords);
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Unknown';
}

function splitKnownWords(run: string): string[] {
  const out: string[] = [];
  let rest = run;
  while (rest) {
    const word = WORDS.find((w) => rest.startsWith(w));
    if (!word) return [...out, rest];
    out.push(word === 'ok' ? 'OK' : word);
    rest = rest.slice(word.length);
  }
  return out;
}

function lookup(table: Readonly<Record<string, string>>, code: string): string {
  return table[code.trim().toLowerCase()] ?? readableCode(code);
}

/** Any booking, traveller, approval or trip status as words (a trip's own badge: tripStatusName). */
export function statusName(status: string): string {
  return STATUS_NAMES[status.trim().toLowerCase()]?.name ?? readableCode(status);
}

export function statusColour(status: string): StatusColour {
  return STATUS_NAMES[status.trim().toLowerCase()]?.colour ?? 'gray';
}

/**
 * A trip's current status. A trip is 'pending' only until it is first submitted (or after it is
 * recalled or reopened for editing), so to its traveller it is a draft, not something waiting on
 * someone else. History rows keep statusName: they say what the status was called at the time.
 */
export function tripStatusName(status: string): string {
  return status.trim().toLowerCase() === 'pending' ? 'Draft' : statusName(status);
}

export function tripStatusColour(status: string): StatusColour {
  return status.trim().toLowerCase() === 'pending' ? 'gray' : statusColour(status);
}

export const roleName = (role: string) => lookup(ROLE_NAMES, role);
export const cabinName = (cabin: string) => lookup(CABIN_NAMES, cabin);
export const tripTypeName = (tripType: string) => lookup(TRIP_TYPE_NAMES, tripType);
export const paymentModeName = (mode: string) => lookup(PAYMENT_MODE_NAMES, mode);
export const productName = (product: string) => lookup(PRODUCT_NAMES, product);

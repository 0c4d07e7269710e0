/*
 * Every column holding sealed values, and the AAD each value is bound to. Writers and readers
 * import the aad functions from here, and the start-up pass and the key rotation walk the list,
 * so a column added here is covered by both.
 */

export const aad = {
  idCardNumber: (profileId: string) => `profile_id_cards.number:${profileId}`,
  membershipNumber: (profileId: string) => `profile_memberships.number:${profileId}`,
  passportNumber: (profileId: string) => `profile_passports.passport_number:${profileId}`,
  visaNumber: (profileId: string) => `profile_visas.visa_number:${profileId}`,
  travellerPassport: (txid: string, paxSno: number) => `flight_booking_travellers.passport_number:${txid}:${paxSno}`,
  uploadedFile: (fileId: string) => `uploaded_files.data:${fileId}`,
  uploadChunk: (uploadId: string, offset: number) => `upload_chunks.data:${uploadId}:${offset}`,
  vapidPrivateKey: (name: string) => `push_vapid_keys.private_key:${name}`,
  authSecret: (name: string) => `auth_secrets.value:${name}`,
  onboardingTokenSecret: (onboardingId: string) => `onboardings.token_secret:${onboardingId}`,
  pushAuthSecret: (endpoint: string) => `push_subscriptions.auth:${endpoint}`,
  companyBankAccount: (bankId: string) => `company_banks.account_number:${bankId}`,
  employeeBankAccount: (bankId: string) => `employee_banks.account_number:${bankId}`,
};

/** A stored value as the column holds it: text, or bytes (PGlite answers Uint8Array, pg a Buffer). */
export type StoredValue = string | Buffer;

export interface SealedColumn {
  table: string;
  column: string;
  /** The primary key's columns: how a batch update finds its row again. */
  key: readonly string[];
  /** Further columns the AAD is made of. */
  aadColumns: readonly string[];
  aad: (row: Record<string, unknown>) => string;
  /** bytea rather than text. */
  bytes?: boolean;
  /** A booking request (jsonb) whose travellers' passport numbers are sealed (sealed-json.ts); aad names the place. */
  json?: boolean;
  /** Base64 of JSON (text) whose passport numbers are sealed wherever they sit (sealed-selection.ts); one key column. */
  base64Json?: boolean;
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  {
    table: 'profile_id_cards',
    column: 'number',
    key: ['id'],
    aadColumns: ['profile_id'],
    aad: (r) => aad.idCardNumber(String(r.profile_id)),
  },
  {
    table: 'profile_memberships',
    column: 'number',
    key: ['id'],
    aadColumns: ['profile_id'],
    aad: (r) => aad.membershipNumber(String(r.profile_id)),
  },
  {
    table: 'profile_passports',
    column: 'passport_number',
    key: ['id'],
    aadColumns: ['profile_id'],
    aad: (r) => aad.passportNumber(String(r.profile_id)),
  },
  {
    table: 'profile_visas',
    column: 'visa_number',
    key: ['id'],
    aadColumns: ['profile_id'],
    aad: (r) => aad.visaNumber(String(r.profile_id)),
  },
  {
    table: 'flight_booking_travellers',
    column: 'passport_number',
    key: ['txid', 'pax_sno'],
    aadColumns: [],
    aad: (r) => aad.travellerPassport(String(r.txid), Number(r.pax_sno)),
  },
  {
    table: 'uploaded_files',
    column: 'data',
    key: ['id'],
    aadColumns: [],
    aad: (r) => aad.uploadedFile(String(r.id)),
    bytes: true,
  },
  {
    table: 'upload_chunks',
    column: 'data',
    key: ['upload_id', 'offset'],
    aadColumns: [],
    aad: (r) => aad.uploadChunk(String(r.upload_id), Number(r.offset)),
    bytes: true,
  },
  {
    table: 'push_vapid_keys',
    column: 'private_key',
    key: ['name'],
    aadColumns: [],
    aad: (r) => aad.vapidPrivateKey(String(r.name)),
  },
  { table: 'auth_secrets', column: 'value', key: ['name'], aadColumns: [], aad: (r) => aad.authSecret(String(r.name)) },
  {
    table: 'flight_bookings',
    column: 'request',
    key: ['txid'],
    aadColumns: [],
    aad: () => 'flight_bookings.request',
    json: true,
  },
  {
    table: 'booking_approvals',
    column: 'request',
    key: ['id'],
    aadColumns: [],
    aad: () => 'booking_approvals.request',
    json: true,
  },
  {
    table: 'onboardings',
    column: 'token_secret',
    key: ['id'],
    aadColumns: [],
    aad: (r) => aad.onboardingTokenSecret(String(r.id)),
  },
  {
    table: 'push_subscriptions',
    column: 'auth',
    key: ['id'],
    aadColumns: ['endpoint'],
    aad: (r) => aad.pushAuthSecret(String(r.endpoint)),
  },
  {
    table: 'company_banks',
    column: 'account_number',
    key: ['id'],
    aadColumns: [],
    aad: (r) => aad.companyBankAccount(String(r.id)),
  },
  {
    table: 'employee_banks',
    column: 'account_number',
    key: ['id'],
    aadColumns: [],
    aad: (r) => aad.employeeBankAccount(String(r.id)),
  },
  {
    table: 'trip_items',
    column: 'selected_json',
    key: ['id'],
    aadColumns: [],
    aad: () => 'trip_items.selected_json',
    base64Json: true,
  },
];

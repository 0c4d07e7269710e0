/**
 * Fields of a queued call: what `api.callOperation` gets, minus opid/action. Plain JSON only.
 * Apart from outbox.ts so the draft-id rules it uses (outbox-draft-ids.ts) can name it too.
 */
export type OutboxFields = Record<string, unknown>;

import * as v from 'valibot';

/** Any response carrying this status code means the session is gone (docs/product.md#session-expiry, docs/product.md#error-messages). */
export const SESSION_EXPIRED_STATUSCODE = 900;

export const StatusSchema = v.picklist(['OK', 'NOK']);
export type Status = v.InferOutput<typeof StatusSchema>;

/** `ApiStatus.Status` style (docs/product.md#statuses). */
export const ApiStatusSchema = v.object({ Status: StatusSchema, Message: v.optional(v.string()) });
export type ApiStatus = v.InferOutput<typeof ApiStatusSchema>;

/** `ResponseStatus.status` style; also the body of every 4xx the server answers. */
export const ResponseStatusSchema = v.object({ status: StatusSchema, message: v.optional(v.string()) });
export type ResponseStatus = v.InferOutput<typeof ResponseStatusSchema>;

export interface ErrorBody {
  ResponseStatus: { status: 'NOK'; message: string };
  statuscode?: number;
}

/** An encrypted response: `rk` is the base64 AES-GCM nonce, `encres` base64 ciphertext with its tag. */
/**
 * `zip: 'gzip'`: the JSON was gzipped before it was encrypted (ciphertext does not compress, so a
 * large answer would travel at full size). Only sent to a client that asked with ENCRES_ZIP_HEADER.
 */
export const EncryptedResponseSchema = v.object({ rk: v.string(), encres: v.string(), zip: v.optional(v.literal('gzip')) });
export type EncryptedResponse = v.InferOutput<typeof EncryptedResponseSchema>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A client that can gunzip sends `x-encres-zip: gzip`; clients that do not send it get `{rk, encres}` as before. */
export const ENCRES_ZIP_HEADER = 'x-encres-zip';
export const REQUEST_TIMEOUT_MS = 90_000;

export const SERVICE_PATH = '/api/service';
export const LOGIN_PATH = '/api/dispatcher/login';
export const LOGOUT_PATH = '/api/dispatcher/logout';

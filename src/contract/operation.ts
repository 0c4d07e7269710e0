import type * as v from 'valibot';
import type { Role } from './roles';

type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * One spec call, defined once: the client types its calls with it, the server validates with it.
 * `action` is the value carried by whichever of `action`/`actioncode`/`act` the spec names
 * (`actionKey`), or null for opids that take none.
 */
export interface Operation<Req extends AnySchema = AnySchema, Res extends AnySchema = AnySchema> {
  readonly opid: string;
  readonly actionKey: 'action' | 'actioncode' | 'act' | null;
  readonly action: string | null;
  readonly request: Req;
  readonly response: Res;
  /** 'any' = every logged-in user. */
  readonly roles: 'any' | readonly Role[];
  /** Mutations honour Idempotency-Key and are refused while a password change is pending. */
  readonly mutates: boolean;
  /** Allowed while the session still has to change its password (menus hidden). */
  readonly allowDuringPasswordChange?: boolean;
  /**
   * The server checks the answer against `response` only while tests run: for answers of
   * megabytes built entirely by our own code, where the check cost more than building them
   * (npm run bench:hotel-search). A contract break still fails the tests.
   */
  readonly checkAnswerInTestsOnly?: boolean;
}

/** Keeps `mutates` as written (true or false), so a type can tell changes from reads (ChangeName). */
export function defineOperation<Req extends AnySchema, Res extends AnySchema, const Mutates extends boolean>(
  op: Operation<Req, Res> & { readonly mutates: Mutates },
): Operation<Req, Res> & { readonly mutates: Mutates } {
  return op;
}

export function operationKey(opid: string, action: string | null): string {
  return `${opid.toUpperCase()}#${(action ?? '').toLowerCase()}`;
}

export type RequestOf<O extends Operation> = v.InferInput<O['request']>;
export type ResponseOf<O extends Operation> = v.InferOutput<O['response']>;

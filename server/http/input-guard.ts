import type { FastifyInstance } from 'fastify';
import { LOGIN_PATH } from '../../src/contract/envelope';
import { loginNok } from '../auth/login-errors';
import { HttpError, badRequest } from './errors';
import { INPUT_LIMITS } from './input-limits';

type Segment = string | number;

/** In a `u` regex a well-formed pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** `trip.travellers[2].name`, the way the contract messages name fields. */
export function fieldPath(segments: readonly Segment[]): string {
  let path = '';
  for (const s of segments) path += typeof s === 'number' ? `[${s}]` : path === '' ? s : `.${s}`;
  return path;
}

/** Why a string cannot be stored (PostgreSQL refuses NUL in text; a lone surrogate is not UTF-8), or null. */
function badString(text: string): string | null {
  if (text.length > INPUT_LIMITS.stringLength) return `is too long (limit ${INPUT_LIMITS.stringLength} characters)`;
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate';
  return null;
}

/**
 * Walks a parsed input once and throws a 400 naming the first offending field. Recursion is safe:
 * it stops at the depth limit, long before the stack would.
 */
function walk(value: unknown, segments: Segment[], depth: number, what: string): void {
  const refuse = (problem: string) => {
    throw badRequest(`${fieldPath(segments) || what}: ${problem}`);
  };
  if (typeof value === 'string') {
    const problem = badString(value);
    if (problem) refuse(problem);
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) refuse('is not a finite number');
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= INPUT_LIMITS.depth) refuse(`is nested too deeply (limit ${INPUT_LIMITS.depth} levels)`);
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIMITS.arrayLength) refuse(`has too many elements (limit ${INPUT_LIMITS.arrayLength})`);
    for (let i = 0; i < value.length; i += 1) {
      segments.push(i);
      walk(value[i], segments, depth + 1, what);
      segments.pop();
    }
    return;
  }
  const keys = Object.keys(value);
  if (keys.length > INPUT_LIMITS.objectKeys) refuse(`has too many fields (limit ${INPUT_LIMITS.objectKeys})`);
  for (const key of keys) {
    const keyProblem = badString(key);
    if (keyProblem) refuse(`a field name ${keyProblem}`);
    segments.push(key);
    walk((value as Record<string, unknown>)[key], segments, depth + 1, what);
    segments.pop();
  }
}

/** Throws a 400 naming the field when `value` breaks a structural limit or holds a string no database can store. */
export function checkInput(value: unknown, what = 'body'): void {
  walk(value, [], 0, what);
}

/**
 * Every route, present and future: body (JSON or form), query string and path parameters are
 * checked before any handler sees them, so no operation has to re-earn these guarantees.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    try {
      checkInput(request.params, 'path');
      checkInput(request.query, 'query');
      checkInput(request.body, 'body');
    } catch (error) {
      // Login answers carry the spec's wsstatus as well, refusals included.
      if (error instanceof HttpError && request.routeOptions.url === LOGIN_PATH) throw new HttpError(400, error.message, loginNok(error.message));
      throw error;
    }
  });
}

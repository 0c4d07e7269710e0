import * as v from 'valibot';
import { type LoginRequest, LoginRequestSchema } from '../../src/contract/login';
import { issueMessage } from '../dispatch/validation-message';
import { HttpError } from '../http/errors';
import { checkInput } from '../http/input-guard';
import { loginNok } from './login-errors';

function invalid(message: string): HttpError {
  return new HttpError(400, message, loginNok(message));
}

/** The form fields of POST /api/dispatcher/login, checked; throws a 400 naming the field. */
export function parseLoginForm(body: unknown): { request: LoginRequest; pushToken: string } {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const jsondata = form.jsondata;
  if (jsondata === undefined || jsondata === '') throw invalid('jsondata is required');
  if (typeof jsondata !== 'string') throw invalid('jsondata must be a single JSON text');
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsondata);
  } catch {
    throw invalid('jsondata is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('jsondata must be a JSON object');
  // The route's input guard saw only the text: the JSON inside gets the same check, naming its field.
  try {
    checkInput(parsed, 'jsondata');
  } catch (error) {
    throw error instanceof HttpError ? invalid(error.message) : error;
  }
  const result = v.safeParse(LoginRequestSchema, parsed);
  if (!result.success) throw invalid(issueMessage(result.issues[0]));
  const pushToken = typeof form.pushtoken === 'string' ? form.pushtoken.slice(0, 4096) : '';
  return { request: result.output, pushToken };
}

import * as v from 'valibot';
import { LoginRequestSchema } from '../../src/contract/login';
import { issueMessage } from '../dispatch/validation-message';
import { HttpError } from '../http/errors';
import { checkInput } from '../http/input-guard';
import { loginNok } from './login-errors';

type Form = Record<string, unknown>;

/** Why the form's jsondata is not a login, worded as the spec's clients have always read it; or the login. */
function decodeJsondata(form: Form): { message: string; field: string } | { login: v.InferOutput<typeof LoginRequestSchema> } {
  const jsondata = form.jsondata;
  if (jsondata === undefined || jsondata === '') return { message: 'jsondata is required', field: 'jsondata' };
  if (typeof jsondata !== 'string') return { message: 'jsondata must be a single JSON text', field: 'jsondata' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsondata);
  } catch {
    return { message: 'jsondata is not valid JSON', field: 'jsondata' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { message: 'jsondata must be a JSON object', field: 'jsondata' };
  // The route's input guard saw only the text: the JSON inside gets the same check, naming its field.
  try {
    checkInput(parsed, 'jsondata');
  } catch (error) {
    if (error instanceof HttpError) return { message: error.message, field: error.message.split(':')[0] ?? '' };
    throw error;
  }
  const result = v.safeParse(LoginRequestSchema, parsed);
  if (!result.success) {
    const message = issueMessage(result.issues[0]);
    return { message, field: v.getDotPath(result.issues[0]) ?? '' };
  }
  return { login: result.output };
}

/**
 * The form of POST /api/dispatcher/login: `jsondata` (the LoginRequest as JSON text), `pushtoken`,
 * `devicetoken`. The fields inside jsondata are named as the client knows them ('userid is
 * required'), so a refusal carries the message as the issue's own, on the field it names.
 */
export const LoginFormSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const form = (typeof dataset.value === 'object' && dataset.value !== null ? dataset.value : {}) as Form;
    const decoded = decodeJsondata(form);
    if ('message' in decoded) {
      // The path is the message's own prefix, so issueMessage passes the message on unchanged.
      addIssue({ message: decoded.message, path: decoded.field ? [{ type: 'object', origin: 'value', input: form, key: decoded.field, value: undefined }] : undefined });
      return NEVER;
    }
    return {
      login: decoded.login,
      pushToken: typeof form.pushtoken === 'string' ? form.pushtoken.slice(0, 4096) : '',
      deviceToken: form.devicetoken,
    };
  }),
);

/** Login refusals carry the spec's wsstatus next to ResponseStatus. */
export const refuseLogin = (error: HttpError): never => {
  throw new HttpError(error.statusCode, error.message, loginNok(error.message), error.headers);
};

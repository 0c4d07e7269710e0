import * as v from 'valibot';
import { issueMessage } from '../../dispatch/validation-message';
import { badRequest } from '../../http/errors';

/** A public call's JSON body checked by its contract schema; a 400 naming the field otherwise. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body must be a JSON object');
  const result = v.safeParse(schema, body);
  if (!result.success) throw badRequest(issueMessage(result.issues[0]));
  return result.output;
}

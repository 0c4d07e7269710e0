import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks included), except that an empty body is
 * "no body" instead of an error: clients that send Content-Type: application/json on a bodiless
 * logout must not get a 400. /api/service still refuses it as "body must be a JSON object".
 * text/plain is not accepted at all: the API speaks JSON (and form fields for login) only.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (/^\s*$/.test(text)) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      // Fastify's parser says only "not valid JSON" when it refuses a prototype-poisoning key.
      done(error && isJson(text) ? badRequest('body: a field may not be named __proto__ or constructor.prototype') : error, value);
    });
  });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { dataExceptionCode, describeDataException } from './database-errors';
import { HttpError, nokBody } from './errors';

/** Fastify's own 4xx errors, reworded so the message names the body as the offending part. */
function describeClientError(error: FastifyError, bodyLimit: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `body is too large (limit ${bodyLimit} bytes)`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'body content type is not supported (send application/json)';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body is empty';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'body length does not match Content-Length';
    default:
      return error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'body is not valid JSON'
        : `body: ${error.message}`;
  }
}

/**
 * Every error leaves in the ResponseStatus NOK shape. 4xx say what was wrong; anything else is a
 * 500 that names only the request id, with the details in the log under that id.
 */
export function installErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(nokBody(describeClientError(error, bodyLimit)));
    }
    const dataException = dataExceptionCode(error);
    if (dataException) {
      request.log.warn({ err: error }, 'data exception reached the database');
      return reply.code(400).send(nokBody(describeDataException(dataException)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(nokBody(`Internal error (request ${request.id})`));
  });
}

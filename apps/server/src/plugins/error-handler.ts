import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { mn } from '@mfi/contract/messages';
import { isDatabaseUnavailable, isUnstorableText } from '../lib/db-errors';
import { AppError, fieldErrorsOf } from '../lib/errors';

/** Seconds a client waits before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send(fieldErrorsOf(issues));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large): say what, never how.
      return reply.status(status).send({ detail: error.message });
    }
    if (isUnstorableText(error)) {
      // A NUL the text check (plugins/text-input) could not see, in a multipart field: the request's fault.
      return reply.status(400).send({ detail: mn('invalidValue') });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart, failover or dropped connection: the pool reconnects by itself, the client tries again.
      request.log.warn({ err: error }, 'database unavailable');
      const seconds = DATABASE_RETRY_AFTER_SECONDS;
      return reply
        .status(503)
        .header('retry-after', String(seconds))
        .send({ detail: mn('unavailable', { seconds }) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: mn('generic') });
  });
}

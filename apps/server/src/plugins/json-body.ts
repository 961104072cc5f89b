import type { FastifyInstance } from 'fastify';
import { mn } from '@mfi/contract/messages';
import { AppError } from '../lib/errors';
import { jsonNestsDeeper } from '../lib/input-checks';

// Fastify's JSON body parser with a nesting limit (lib/input-checks: jsonNestsDeeper).

export function registerJsonBodyParser(app: FastifyInstance) {
  // Fastify's own parser after the check: its empty-body and invalid-JSON errors and its __proto__ and
  // constructor poisoning refusals stay as they were.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeper(body as string)) return done(new AppError(400, { detail: mn('invalidValue') }), undefined);
    parseJson(request, body as string, done);
  });
}

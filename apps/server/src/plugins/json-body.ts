import type { FastifyInstance } from 'fastify';
import { mn } from '@mfi/contract/messages';
import { AppError } from '../lib/errors';

// Fastify's JSON body parser with a nesting limit. JSON.parse itself takes 20,000 nested arrays, but every
// walk over the parsed body after it (the NUL check, the schema, a service) recursed until the stack ran
// out: a 500 (issue 12: the season detailed review). No call of the API nests deeper than a few levels.
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `max` objects or arrays inside one another; one pass, no parse. */
export function jsonNestsDeeper(text: string, max = MAX_JSON_DEPTH) {
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

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

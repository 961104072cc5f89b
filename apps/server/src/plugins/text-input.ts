import type { FastifyInstance } from 'fastify';
import { mn } from '@mfi/contract/messages';

// PostgreSQL refuses the NUL character in text (0x00), so a NUL anywhere in a call's path, query or JSON
// body reached the database as a 500 (issue 12: 55 routes). One check for every route, before its schema
// and handler run, answers it as the field error it is. Multipart text fields are read by the handler:
// lib/multipart answers a NUL among them the same way.

/** The dotted path of the first string that holds a NUL, or undefined. */
export function nulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || 'non_field_errors' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key.replaceAll('\0', '')].join('.');
    const found = nulPath(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (field === undefined) return done();
    reply.status(400).send({ [field]: [mn('invalidValue')] });
  });
}

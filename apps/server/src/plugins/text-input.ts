import type { FastifyInstance } from 'fastify';
import { mn } from '@mfi/contract/messages';
import { nulPath } from '../lib/input-checks';

// PostgreSQL refuses the NUL character in text (0x00), so a NUL anywhere in a call's path, query or JSON
// body reached the database as a 500 (issue 12: 55 routes). One check for every route, before its schema
// and handler run, answers it as the field error it is. Multipart text fields are read by the handler:
// lib/multipart answers a NUL among them the same way.

export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (field === undefined) return done();
    reply.status(400).send({ [field]: [mn('invalidValue')] });
  });
}

import { publishResponse } from '@mfi/contract/movies.schemas';
import { serialFormResponse, serialRefBody, serialUserFlags } from '@mfi/contract/serials.schemas';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { EDITORS } from '../../policies/catalogue.policy';
import { publishSerial, type SerialFlag, toggleSerialFlag } from './serials.service';
import { createSerial, updateSerial } from './serial-form.service';

// Part 2 section 7, "Serials": flags, publication and the create/update form.
const tags = ['serials'];
const security = [{ apiKey: [], token: [] }];
const multipartNote = 'multipart/form-data; lists as JSON text (see serialCreateFields in the contract)';

export function registerSerialWriteRoutes(app: ZodApp, ctx: AppContext) {
  const flagCalls: [string, SerialFlag][] = [
    ['/serial/api-favorite-serial/', 'favorite'],
    ['/serial/api-watch-serial/', 'watch'],
  ];
  for (const [path, flag] of flagCalls) {
    app.post(
      path,
      { schema: { tags, summary: `Toggle the ${flag} flag; answers both`, security, body: serialRefBody, response: { 200: serialUserFlags } }, onRequest: requireUser },
      (req) => toggleSerialFlag(ctx, currentUser(req), req.body.serial, flag),
    );
  }

  app.post(
    '/serial/api-publish-serial/',
    { schema: { tags, summary: 'Publish or unpublish (contributors, admins)', security, body: serialRefBody, response: { 200: publishResponse } }, onRequest: requireRole(...EDITORS.serial) },
    (req) => publishSerial(ctx, req.body.serial),
  );

  app.post(
    '/serial/api-create-serial/',
    { schema: { tags, summary: `Add a serial; it waits unpublished. ${multipartNote}`, security, response: { 200: serialFormResponse } }, onRequest: requireUser },
    async (req) => createSerial(ctx, currentUser(req), await readMultipart(req)),
  );

  app.post(
    '/serial/api-update-serial/',
    { schema: { tags, summary: `Edit a serial by slug (contributors, admins). ${multipartNote}`, security, response: { 200: serialFormResponse } }, onRequest: requireRole(...EDITORS.serial) },
    async (req) => updateSerial(ctx, await readMultipart(req)),
  );
}

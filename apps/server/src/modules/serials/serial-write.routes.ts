import { serialFormResponse, serialPublishBody, serialRefBody, serialUserFlags } from '@mfi/contract/serials.schemas';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { registerCatalogueWrites } from '../catalogue/form-routes';
import { currentUser, requireUser } from '../../auth/guards';
import { publishSerial, type SerialFlag, toggleSerialFlag } from './serials.service';
import { createSerial, updateSerial } from './serial-form.service';

// Part 2 section 7, "Serials": flags, publication and the create/update form.
const tags = ['serials'];
const route = routeKit(tags);
const multipartNote = 'multipart/form-data; lists as JSON text (see serialCreateFields in the contract)';

export function registerSerialWriteRoutes(app: ZodApp, ctx: AppContext) {
  const flagCalls: [string, SerialFlag][] = [
    ['/serial/api-favorite-serial/', 'favorite'],
    ['/serial/api-watch-serial/', 'watch'],
  ];
  const member = route.writes(requireUser, 'serial');
  for (const [path, flag] of flagCalls) {
    app.post(path, member.json(`Toggle the ${flag} flag; answers both`, serialRefBody, serialUserFlags), (req) =>
      toggleSerialFlag(ctx, currentUser(req), req.body.serial, flag),
    );
  }

  registerCatalogueWrites(
    app,
    ctx,
    { tags, policyKind: 'serial', writes: 'serial', response: serialFormResponse },
    {
      publish: { body: serialPublishBody, run: (c, user, body) => publishSerial(c, user, body.serial, body.publish) },
      create: { summary: `Add a serial; it waits unpublished. ${multipartNote}`, save: createSerial },
      update: { summary: `Edit a serial by slug (contributors, admins). ${multipartNote}`, save: updateSerial },
    },
  );
}

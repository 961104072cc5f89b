import { z } from 'zod';
import { currentUser, noStore, requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { exportMemberData } from './user-export.service';

// A member takes their data away (issue 29 part 3, decision 038): one signed-in read, answered as a ZIP.

const route = routeKit(['user-export']);
const noQuery = z.object({});

export function registerUserExportRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/user/api/v-user-export/',
    {
      ...route.guardedRead(
        requireUser,
        'Everything the signed-in member made, as a ZIP (application/zip, streamed; README.txt lists the files)',
        noQuery,
        z.string().describe('the ZIP archive'),
      ),
      onSend: noStore,
    },
    async (req, reply) => {
      const { fileName, zip } = await exportMemberData(ctx, currentUser(req));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(zip);
    },
  );
}

import { z } from 'zod';
import { currentUser, noStore, requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { SIGNED_IN } from '../../lib/route-kit';
import { exportMemberData } from './user-export.service';

// A member takes their data away (issue 29 part 3, decision 038): one signed-in read, answered as a ZIP.

const noQuery = z.object({});

export function registerUserExportRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/user/api/v-user-export/',
    {
      // No response schema: the answer is a byte stream, not JSON (the summary names its type).
      schema: {
        tags: ['user-export'],
        summary:
          'Everything the signed-in member made, as a ZIP (application/zip, streamed; README.txt lists the files)',
        security: SIGNED_IN,
        querystring: noQuery,
      },
      onRequest: requireUser,
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

import { publishResponse } from '@mfi/contract/movies.schemas';
import type { z, ZodType } from 'zod';
import type { AuthUser } from '../../auth/auth-user';
import { currentUser, requireRole, requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { type MultipartBody, readMultipart } from '../../lib/multipart';
import { routeKit, type Writes } from '../../lib/route-kit';
import { EDITORS } from '../../policies/catalogue.policy';

// Every catalogue kind (movie, serial, season, episode) is published, added and edited the same way
// (part 2 sections 5 and 7): its editors publish it; any signed-in member adds one, which waits
// unpublished; its editors edit it. Add and edit are multipart forms the service reads with its own schema.
// The guard is the policy's `EDITORS[kind]`, and each service asks the policy again with the caller.
// The paths follow the spec's one pattern, `/{writes}/api-{publish|create|update}-{kind}/`.

type FormCall<Save> = { summary: string; save: Save };

/**
 * A kind's editorial writes: publish or unpublish (its editors), add (any member; it waits unpublished)
 * and edit (its editors), the last two as multipart forms. Answers the editors' writes, for the kind's
 * other editorial calls (archive images).
 */
export function registerCatalogueWrites<B extends ZodType>(
  app: ZodApp,
  ctx: AppContext,
  kind: { tags: string[]; policyKind: keyof typeof EDITORS; writes: Writes; response: ZodType },
  calls: {
    publish: {
      body: B;
      run: (ctx: AppContext, user: AuthUser, body: z.output<B>) => Promise<{ publish: boolean }>;
    };
    create: FormCall<(ctx: AppContext, user: AuthUser, form: MultipartBody) => Promise<unknown>>;
    update: FormCall<(ctx: AppContext, user: AuthUser, form: MultipartBody) => Promise<unknown>>;
  },
) {
  const route = routeKit(kind.tags);
  const editor = route.writes(requireRole(...EDITORS[kind.policyKind]), kind.writes);
  const { publish, create, update } = calls;
  const path = (call: keyof typeof calls) => `/${kind.writes}/api-${call}-${kind.policyKind}/`;
  app.post(
    path('publish'),
    editor.json('Publish or unpublish (contributors, admins)', publish.body as ZodType, publishResponse),
    (req) => publish.run(ctx, currentUser(req), req.body as z.output<B>),
  );
  app.post(path('create'), route.writes(requireUser, kind.writes).form(create.summary, kind.response), async (req) =>
    create.save(ctx, currentUser(req), await readMultipart(req)),
  );
  app.post(path('update'), editor.form(update.summary, kind.response), async (req) =>
    update.save(ctx, currentUser(req), await readMultipart(req)),
  );
  return editor;
}

import { userImageResponse } from '@mfi/contract/journals.schemas';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { currentUser, requireUser } from '../../auth/guards';
import { userImageDeleteBody, userImageDeleteResponse, userImagesResponse } from '@mfi/contract/profile-lists.schemas';
import { z } from 'zod';
import { routeKit } from '../../lib/route-kit';
import { addUserImage, deleteMyUserImage, IMAGE_FIELD, myUserImages } from './user-images.service';

// The rich-text editor's image upload (part 2 section 7 "Images") and the member's image library (issue 15
// item 9; part 1 section 7 "Profile area"): own only, the calls name no member.
const tags = ['users'];
const security = [{ apiKey: [], token: [] }];

export function registerUserImageRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/user/api/v-user-useraddimage/',
    {
      config: { writes: 'none' },
      schema: {
        tags,
        summary: `Upload a JPEG for rich content (multipart file \`${IMAGE_FIELD}\`); answers its url`,
        security,
        response: { 200: userImageResponse },
      },
      onRequest: requireUser,
    },
    async (req) => addUserImage(ctx, currentUser(req), await readMultipart(req)),
  );

  const route = routeKit(tags);
  app.get(
    '/user/api/v-user-userimages/',
    route.guardedRead(requireUser, "The caller's own image library, newest first", z.object({}), userImagesResponse),
    (req) => myUserImages(ctx, currentUser(req)),
  );
  app.post(
    '/user/api/v-user-userimagedelete/',
    {
      // No cached page lists a member's uploads.
      config: { writes: 'none' },
      ...route.write(
        requireUser,
        "Delete one of the caller's images {id}: another's, or none, is 404 and nothing changes",
        userImageDeleteBody,
        userImageDeleteResponse,
      ),
    },
    (req) => deleteMyUserImage(ctx, currentUser(req), req.body.id),
  );
}

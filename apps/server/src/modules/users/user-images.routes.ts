import { userImageResponse } from '@mfi/contract/journals.schemas';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { currentUser, requireUser } from '../../plugins/auth';
import { addUserImage, IMAGE_FIELD } from './user-images.service';

// The rich-text editor's image upload (part 2 section 7 "Images").
const tags = ['users'];
const security = [{ apiKey: [], token: [] }];

export function registerUserImageRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/user/api/v-user-useraddimage/',
    {
      schema: { tags, summary: `Upload a JPEG for rich content (multipart file \`${IMAGE_FIELD}\`); answers its url`, security, response: { 200: userImageResponse } },
      onRequest: requireUser,
    },
    async (req) => addUserImage(ctx, currentUser(req), await readMultipart(req)),
  );
}

import {
  blockResponse,
  followListQuery,
  followListResponse,
  followResponse,
  PROFILE_IMAGE_FIELDS,
  profileDetailParams,
  profileDetailResponse,
  profileSlugBody,
  profileUpdateResponse,
} from '@mfi/contract/profiles.schemas';
import { currentUser, requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { routeKit } from '../../lib/route-kit';
import { followList, toggleBlock, toggleFollow } from './follows.service';
import { profileDetail, updateProfile } from './profiles.service';

// A member's profile (issue 15; part 1 section 7 "Profile area"): the detail and the editor's save at the
// spec's paths, and the follow, block and follower-list calls designed in its style (decision 012). Reads
// are open to guests (part 1 section 6: a guest views profiles and lists; the web's pages too, decision 027),
// every write needs a signed-in member.

const tags = ['profiles'];
const route = routeKit(tags);
const writes = { config: { writes: 'profile' as const } };

export function registerProfileRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/user/api/:slug/v-user-detail/',
    {
      schema: {
        tags,
        summary:
          "A member's profile: fields, board counts, what they watch, and a signed-in caller's follow and blocks",
        params: profileDetailParams,
        response: { 200: profileDetailResponse },
      },
    },
    (req) => profileDetail(ctx, req.user ?? null, req.params.slug),
  );

  app.post(
    '/user/api/v-user-profile-update/',
    {
      ...route.form(
        requireUser,
        `Save the caller's own profile (multipart: text fields, JPEG files \`${PROFILE_IMAGE_FIELDS.photo}\` ` +
          `240x240 and \`${PROFILE_IMAGE_FIELDS.background}\` 1280x720); a field not sent stays; a new \`email\` ` +
          'needs the current `password` (counted with the login tries) and mails the old address an undo link',
        profileUpdateResponse,
      ),
      ...writes,
    },
    async (req) => updateProfile(ctx, currentUser(req), await readMultipart(req), req.ip),
  );

  app.post(
    '/user/api/v-user-follow/',
    {
      ...route.write(
        requireUser,
        'Follow or unfollow a member {slug}: not oneself (400), not a member who blocked the caller (403)',
        profileSlugBody,
        followResponse,
      ),
      ...writes,
    },
    (req) => toggleFollow(ctx, currentUser(req), req.body.slug),
  );

  app.post(
    '/user/api/v-user-blockuser/',
    {
      ...route.write(
        requireUser,
        'Block or unblock a member {slug}: a block ends the follows both ways',
        profileSlugBody,
        blockResponse,
      ),
      ...writes,
    },
    (req) => toggleBlock(ctx, currentUser(req), req.body.slug),
  );

  for (const which of ['followers', 'following'] as const) {
    app.get(
      `/user/api/v-user-${which}/`,
      route.read(
        which === 'followers' ? "A member's followers, newest first" : 'The members a member follows, newest first',
        followListQuery,
        followListResponse,
      ),
      (req) => followList(ctx, which, req.query.slug, req.query.page),
    );
  }
}

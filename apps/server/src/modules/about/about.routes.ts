import { aboutDetailResponse, aboutEditResponse } from '@mfi/contract/about.schemas';
import { z } from 'zod';
import { currentUser, requireRole } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { routeKit } from '../../lib/route-kit';
import { ABOUT_EDITORS } from '../../policies/about.policy';
import { aboutDetail, editAbout } from './about.service';

// The institute's about-us page (issue 16 items 3 and 4; part 1 section 7 "About us").
const route = routeKit(['institute']);

export function registerInstituteRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/institute/detail-aboutus/',
    route.read(
      'The about-us page: title, HTML content and members in order (404 before the first edit)',
      z.object({}),
      aboutDetailResponse,
    ),
    (req) => aboutDetail(ctx, req.user),
  );
  app.post(
    '/institute/edit-aboutus/',
    // No cached page shows the about-us page: it is read from the database on every visit (decision 017).
    route
      .writes(requireRole(...ABOUT_EDITORS), 'none')
      .form(
        'Replace the about-us page (admins). Multipart: main_title, content, and per member, in order, memberCategory, ' +
          'memberName, memberTitle, memberDescription, memberArtistSlug, memberUserSlug and memberImageURL (the image it ' +
          'keeps; blank for a new one), with a memberImage JPEG file for each member whose memberImageURL is blank',
        aboutEditResponse,
      ),
    async (req) => editAbout(ctx, currentUser(req), await readMultipart(req)),
  );
}

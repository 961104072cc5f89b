import {
  episodeDetailResponse,
  episodeFormResponse,
  episodeQuery,
  episodeRefBody,
  episodePublishBody,
  episodeUserFlags,
} from '@mfi/contract/serials.schemas';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { registerCatalogueWrites } from '../catalogue/form-routes';
import { currentUser, requireUser } from '../../auth/guards';
import {
  createEpisode,
  type EpisodeFlag,
  getEpisodeDetail,
  publishEpisode,
  toggleEpisodeFlag,
  updateEpisode,
} from './episodes.service';

// Part 2 section 7, "Seasons and episodes": the episode calls.
const tags = ['episodes'];
const route = routeKit(tags);

export function registerEpisodeRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/serial/api-episode-detail/',
    route.read('An episode with previous/next slugs and the caller’s flags', episodeQuery, episodeDetailResponse),
    (req) => getEpisodeDetail(ctx, req.user, req.query),
  );

  const flagCalls: [string, EpisodeFlag][] = [
    ['/serial/api-watched-episode/', 'watched'],
    ['/serial/api-watching-episode/', 'watching'],
  ];
  const member = route.writes(requireUser, 'serial');
  for (const [path, flag] of flagCalls) {
    app.post(path, member.json(`Toggle the ${flag} flag; answers both`, episodeRefBody, episodeUserFlags), (req) =>
      toggleEpisodeFlag(ctx, currentUser(req), req.body, flag),
    );
  }

  registerCatalogueWrites(
    app,
    ctx,
    { tags, policyKind: 'episode', writes: 'serial', response: episodeFormResponse },
    {
      publish: { body: episodePublishBody, run: publishEpisode },
      create: {
        summary:
          'Add an episode (multipart: season as id or {id}, epi_number, epi_name, epi_runtime, plot, en_plot, optional episode-background); it waits unpublished',
        save: createEpisode,
      },
      update: {
        summary:
          'Edit an episode (multipart: serialSlug, seasonSlug, episodeSlug, episode_number, episode_name, episode_runtime, plot, en_plot, optional episode-background)',
        save: updateEpisode,
      },
    },
  );
}

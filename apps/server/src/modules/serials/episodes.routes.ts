import { publishResponse } from '@mfi/contract/movies.schemas';
import { episodeDetailResponse, episodeFormResponse, episodeQuery, episodeRefBody, episodeUserFlags } from '@mfi/contract/serials.schemas';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { EDITORS } from '../../policies/catalogue.policy';
import { createEpisode, type EpisodeFlag, getEpisodeDetail, publishEpisode, toggleEpisodeFlag, updateEpisode } from './episodes.service';

// Part 2 section 7, "Seasons and episodes": the episode calls.
const tags = ['episodes'];
const security = [{ apiKey: [], token: [] }];

export function registerEpisodeRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/serial/api-episode-detail/',
    { schema: { tags, summary: 'An episode with previous/next slugs and the caller’s flags', querystring: episodeQuery, response: { 200: episodeDetailResponse } } },
    (req) => getEpisodeDetail(ctx, req.user, req.query),
  );

  const flagCalls: [string, EpisodeFlag][] = [
    ['/serial/api-watched-episode/', 'watched'],
    ['/serial/api-watching-episode/', 'watching'],
  ];
  for (const [path, flag] of flagCalls) {
    app.post(
      path,
      { schema: { tags, summary: `Toggle the ${flag} flag; answers both`, security, body: episodeRefBody, response: { 200: episodeUserFlags } }, onRequest: requireUser },
      (req) => toggleEpisodeFlag(ctx, currentUser(req), req.body, flag),
    );
  }

  app.post(
    '/serial/api-publish-episode/',
    { schema: { tags, summary: 'Publish or unpublish (contributors, admins)', security, body: episodeRefBody, response: { 200: publishResponse } }, onRequest: requireRole(...EDITORS.episode) },
    (req) => publishEpisode(ctx, req.body),
  );

  app.post(
    '/serial/api-create-episode/',
    {
      schema: {
        tags,
        summary: 'Add an episode (multipart: season as id or {id}, epi_number, epi_name, epi_runtime, plot, en_plot, optional episode-background); it waits unpublished',
        security,
        response: { 200: episodeFormResponse },
      },
      onRequest: requireUser,
    },
    async (req) => createEpisode(ctx, currentUser(req), await readMultipart(req)),
  );

  app.post(
    '/serial/api-update-episode/',
    {
      schema: {
        tags,
        summary: 'Edit an episode (multipart: serialSlug, seasonSlug, episodeSlug, episode_number, episode_name, episode_runtime, plot, en_plot, optional episode-background)',
        security,
        response: { 200: episodeFormResponse },
      },
      onRequest: requireRole(...EDITORS.episode),
    },
    async (req) => updateEpisode(ctx, await readMultipart(req)),
  );
}

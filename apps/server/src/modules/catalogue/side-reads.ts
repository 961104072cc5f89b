import type { z, ZodType } from 'zod';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';

// The side calls of a catalogue page (part 2 section 7: a movie's or serial's crew, cast, similar,
// suggested, awards, lists, journals; an artist's movies, serials, quotes …), which every kind answers by
// slug, some of them a load-more page at a time. One shape for all; each kind names its paths, schemas
// and services.

type SlugQuery = z.ZodObject<{ slug: ZodType<string> }>;
type LoadMoreQuery = z.ZodObject<{ slug: ZodType<string>; loadMore: ZodType<number | undefined> }>;

/** One side call: its path, its summary, its 200 answer and the service that gives it. */
export type SideRead = {
  path: string;
  summary: string;
  response: ZodType;
  /** Load more: the call takes `loadMore` (1, 2 …) beside the slug. */
  pages: boolean;
  answer: (ctx: AppContext, user: AuthUser | null, slug: string, loadMore?: number) => Promise<unknown>;
};

/** A side call, typed: the service's answer must fit the response schema. */
export function sideRead<R extends ZodType>(
  path: string,
  summary: string,
  response: R,
  answer: (ctx: AppContext, user: AuthUser | null, slug: string, loadMore?: number) => Promise<z.input<R>>,
  opts: { pages?: boolean } = {},
): SideRead {
  return { path, summary, response, answer, pages: opts.pages ?? false };
}

/** Registers a kind's side calls; guests may make them all (unpublished titles answer 404 to them). */
export function registerSideReads(
  app: ZodApp,
  ctx: AppContext,
  kind: { tags: string[]; slugQuery: SlugQuery; loadMoreQuery: LoadMoreQuery },
  reads: SideRead[],
) {
  const route = routeKit(kind.tags);
  for (const read of reads) {
    if (read.pages)
      app.get(read.path, route.read(read.summary, kind.loadMoreQuery, read.response), (req) =>
        read.answer(ctx, req.user, req.query.slug, req.query.loadMore),
      );
    else
      app.get(read.path, route.read(read.summary, kind.slugQuery, read.response), (req) =>
        read.answer(ctx, req.user, req.query.slug),
      );
  }
}

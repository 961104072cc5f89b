import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { episodes, seasons, serials } from '../db/schema';

// An episode lives in a season of a serial: its address (three slugs), its poster and its publish chain read
// all three, so the joins that reach a season's serial and an episode's season are written here once, for
// every query that starts from one of them or from a row that names one (a review, a reaction, a flag).
// They take a dynamic select (`.$dynamic()`), as drizzle's query helpers do.

/** Joins the serial of the `seasons` a query reads. */
export const withSerial = <T extends PgSelect>(query: T) => query.innerJoin(serials, eq(serials.id, seasons.serialId));

/** Joins the season `seasonId` names, with its serial. */
export const withSeasonOf = <T extends PgSelect>(query: T, seasonId: AnyPgColumn) =>
  withSerial(query.innerJoin(seasons, eq(seasons.id, seasonId)));

/** Joins the season and serial of the `episodes` a query reads. */
export const withSeasonAndSerial = <T extends PgSelect>(query: T) => withSeasonOf(query, episodes.seasonId);

/** Joins the episode `episodeId` names, with its season and serial. */
export const withEpisodeOf = <T extends PgSelect>(query: T, episodeId: AnyPgColumn) =>
  withSeasonAndSerial(query.innerJoin(episodes, eq(episodes.id, episodeId)));

/** A season's address: its serial's slug and its own (or, in a prepared statement, their placeholders). */
export type SeasonAddress<Slug = string> = { serialSlug: Slug; seasonSlug: Slug };
/** An episode's address: its serial's, its season's and its own slug. */
export type EpisodeAddress<Slug = string> = SeasonAddress<Slug> & { episodeSlug: Slug };
type SlugValue = string | SQL<string>;

/** The season at an address (with its serial joined). */
export const atSeason = (s: SeasonAddress<SlugValue>) =>
  and(eq(serials.slug, s.serialSlug), eq(seasons.slug, s.seasonSlug));

/** The episode at an address (with its season and serial joined). */
export const atEpisode = (s: EpisodeAddress<SlugValue>) => and(atSeason(s), eq(episodes.slug, s.episodeSlug));

-- Catalogue list indexes, one per sort order, that INCLUDE every filtered column: a filtered page is an
-- index-only scan in sort order that tests each filter on the index tuple (drizzle cannot declare INCLUDE,
-- so they live here; see docs/decisions/003-catalogue-speed.md).
UPDATE "movies" m SET
  "genre_ids" = coalesce((SELECT array_agg(l."genre_id" ORDER BY l."genre_id") FROM "movie_genres" l WHERE l."movie_id" = m."id"), '{}'),
  "subgenre_ids" = coalesce((SELECT array_agg(l."subgenre_id" ORDER BY l."subgenre_id") FROM "movie_subgenres" l WHERE l."movie_id" = m."id"), '{}'),
  "country_ids" = coalesce((SELECT array_agg(l."country_id" ORDER BY l."country_id") FROM "movie_countries" l WHERE l."movie_id" = m."id"), '{}'),
  "language_ids" = coalesce((SELECT array_agg(l."language_id" ORDER BY l."language_id") FROM "movie_languages" l WHERE l."movie_id" = m."id"), '{}'),
  "tag_ids" = coalesce((SELECT array_agg(l."tag_id" ORDER BY l."tag_id") FROM "movie_tags" l WHERE l."movie_id" = m."id"), '{}');--> statement-breakpoint
UPDATE "artists" a SET
  "country_ids" = coalesce((SELECT array_agg(DISTINCT l."country_id") FROM "artist_countries" l WHERE l."artist_id" = a."id"), '{}'),
  "profession_ids" = coalesce((SELECT array_agg(l."profession_id" ORDER BY l."profession_id") FROM "artist_professions" l WHERE l."artist_id" = a."id"), '{}');--> statement-breakpoint
CREATE INDEX "movies_list_year_idx" ON "movies" USING btree ("publish","category","mongolian","year","id")
  INCLUDE ("format","rating","runtime","audience_grade","genre_ids","subgenre_ids","country_ids","language_ids","tag_ids");--> statement-breakpoint
CREATE INDEX "movies_list_audience_idx" ON "movies" USING btree ("publish","category","mongolian","audience_grade","id")
  INCLUDE ("format","rating","year","runtime","genre_ids","subgenre_ids","country_ids","language_ids","tag_ids");--> statement-breakpoint
CREATE INDEX "movies_list_audience_desc_idx" ON "movies" USING btree ("publish","category","mongolian","audience_grade" DESC NULLS LAST,"id" DESC)
  INCLUDE ("format","rating","year","runtime","genre_ids","subgenre_ids","country_ids","language_ids","tag_ids");--> statement-breakpoint
CREATE INDEX "movies_list_watched_idx" ON "movies" USING btree ("publish","category","mongolian","watched_count","id")
  INCLUDE ("format","rating","year","runtime","audience_grade","genre_ids","subgenre_ids","country_ids","language_ids","tag_ids");--> statement-breakpoint
CREATE INDEX "movies_list_title_idx" ON "movies" USING btree ("publish","category","mongolian","i_title","id")
  INCLUDE ("format","rating","year","runtime","audience_grade","genre_ids","subgenre_ids","country_ids","language_ids","tag_ids");--> statement-breakpoint
CREATE INDEX "artists_list_name_idx" ON "artists" USING btree ("publish","mongolian",("sort_name" COLLATE "C"),"id")
  INCLUDE ("sort_name","born_year","country_ids","profession_ids");--> statement-breakpoint
CREATE INDEX "artists_list_born_idx" ON "artists" USING btree ("publish","mongolian","born_year","id")
  INCLUDE ("country_ids","profession_ids");
--> statement-breakpoint
-- Suggestions (movie-related.queries): the best-rated published movies sharing a genre, in grade order.
CREATE INDEX "movies_suggest_idx" ON "movies" USING btree ("publish","audience_grade" DESC NULLS LAST,"id" DESC) INCLUDE ("genre_ids");

-- The home page's rails (issue 16): the latest short reviews with text, critics' or everyone else's, across
-- every title, and the latest published movies and serials. The review tables' keys all lead with the
-- title, and the catalogue's indexes with the category, so without these each rail sorted the whole table.
-- Hand-written beside the tables' drizzle schema (reviews.ts, movies.ts, serials.ts), as 0033's index is.
CREATE INDEX IF NOT EXISTS "movie_reviews_latest_idx" ON "movie_reviews" USING btree ("critic", "created_at" DESC, "id" DESC) WHERE "review" <> '';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "episode_reviews_latest_idx" ON "episode_reviews" USING btree ("critic", "created_at" DESC, "id" DESC) WHERE "review" <> '';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "movies_latest_idx" ON "movies" USING btree ("created_at" DESC, "id" DESC) WHERE "publish";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "serials_latest_idx" ON "serials" USING btree ("created_at" DESC, "id" DESC) WHERE "publish";

DROP INDEX "movie_detailed_reviews_created_idx";--> statement-breakpoint
ALTER TABLE "movie_detailed_reviews" ADD COLUMN "movie_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "movie_detailed_reviews" ADD COLUMN "list_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Backfill the derived copies (db/schema/reviews.ts): the movie's publish flag, and its search key joined with the review's.
UPDATE "movie_detailed_reviews" r SET
  "movie_published" = m."publish",
  "list_key" = concat_ws(' ', nullif(m."search_key", ''), nullif(r."search_key", ''))
FROM "movies" m WHERE m."id" = r."movie_id";--> statement-breakpoint
CREATE INDEX "movie_detailed_reviews_list_idx" ON "movie_detailed_reviews" USING btree ("movie_published","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "movie_detailed_reviews_list_trgm_idx" ON "movie_detailed_reviews" USING gin ("list_key" gin_trgm_ops);

DROP INDEX "episode_detailed_reviews_created_idx";--> statement-breakpoint
ALTER TABLE "episode_detailed_reviews" ADD COLUMN "episode_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "episode_detailed_reviews" ADD COLUMN "list_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Backfill the derived copies (db/schema/reviews.ts): episode, season and serial all published, and the serial's search key joined with the review's.
UPDATE "episode_detailed_reviews" r SET
  "episode_published" = e."publish" AND se."publish" AND s."publish",
  "list_key" = concat_ws(' ', nullif(s."search_key", ''), nullif(r."search_key", ''))
FROM "episodes" e JOIN "seasons" se ON se."id" = e."season_id" JOIN "serials" s ON s."id" = se."serial_id"
WHERE e."id" = r."episode_id";--> statement-breakpoint
CREATE INDEX "episode_detailed_reviews_list_idx" ON "episode_detailed_reviews" USING btree ("episode_published","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "episode_detailed_reviews_list_trgm_idx" ON "episode_detailed_reviews" USING gin ("list_key" gin_trgm_ops);
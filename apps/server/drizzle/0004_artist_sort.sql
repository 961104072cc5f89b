DROP INDEX "artists_list_idx";--> statement-breakpoint
DROP INDEX "artists_born_idx";--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "artist_likes_user_idx" ON "artist_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "artists_list_idx" ON "artists" USING btree ("publish","mongolian","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "artists_born_idx" ON "artists" USING btree ("publish","mongolian","born_year","id");
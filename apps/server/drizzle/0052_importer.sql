DROP INDEX "catalogue_imports_queued_idx";--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "tmdb_id" bigint;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "batch" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "tmdb_id" bigint;--> statement-breakpoint
ALTER TABLE "serials" ADD COLUMN "tmdb_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "artists_tmdb_id_idx" ON "artists" USING btree ("tmdb_id") WHERE "artists"."tmdb_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_imports_active_idx" ON "catalogue_imports" USING btree ("kind","code") WHERE "catalogue_imports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "catalogue_imports_newest_idx" ON "catalogue_imports" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "catalogue_imports_batch_idx" ON "catalogue_imports" USING btree ("batch");--> statement-breakpoint
CREATE UNIQUE INDEX "movies_tmdb_id_idx" ON "movies" USING btree ("tmdb_id") WHERE "movies"."tmdb_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "serials_tmdb_id_idx" ON "serials" USING btree ("tmdb_id") WHERE "serials"."tmdb_id" is not null;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_status_check" CHECK ("catalogue_imports"."status" in ('queued', 'running', 'done', 'failed'));
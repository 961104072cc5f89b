DROP INDEX "artists_list_idx";--> statement-breakpoint
DROP INDEX "artists_born_idx";--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "country_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "profession_ids" integer[] DEFAULT '{}'::int[] NOT NULL;
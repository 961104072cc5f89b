DROP INDEX "movies_catalogue_year_idx";--> statement-breakpoint
DROP INDEX "movies_catalogue_audience_idx";--> statement-breakpoint
DROP INDEX "movies_catalogue_audience_desc_idx";--> statement-breakpoint
DROP INDEX "movies_catalogue_watched_idx";--> statement-breakpoint
DROP INDEX "movies_catalogue_title_idx";--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "genre_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "subgenre_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "country_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "language_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL;
ALTER TABLE "festival_awards" ADD COLUMN "category_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;
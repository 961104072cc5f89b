ALTER TABLE "collections" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "name_en" text;
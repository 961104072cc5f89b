ALTER TABLE "festival_registrations" DROP CONSTRAINT "festival_registrations_director_id_artists_id_fk";
--> statement-breakpoint
ALTER TABLE "festival_registrations" ALTER COLUMN "director_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "festival_registrations" ADD COLUMN "director_register_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "festival_registrations" ADD CONSTRAINT "festival_registrations_director_id_artists_id_fk" FOREIGN KEY ("director_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
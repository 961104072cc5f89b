CREATE TABLE "about_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"category" smallint NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"artist_id" integer,
	"user_id" integer,
	CONSTRAINT "about_members_category" CHECK ("about_members"."category" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "about_page" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_page_single" CHECK ("about_page"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "about_members" ADD CONSTRAINT "about_members_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "about_members" ADD CONSTRAINT "about_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "about_members_position_idx" ON "about_members" USING btree ("position");
CREATE TABLE "festival_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"category" text NOT NULL,
	"movie_id" integer,
	"serial_id" integer,
	"artist_id" integer,
	"win" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "festival_awards_one_title" CHECK (("festival_awards"."movie_id" is null) <> ("festival_awards"."serial_id" is null))
);
--> statement-breakpoint
CREATE TABLE "festival_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"festival_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"agenda_en" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"guidance" text DEFAULT '' NOT NULL,
	"guidance_en" text DEFAULT '' NOT NULL,
	"poster" text NOT NULL,
	"payment_deadline" timestamp with time zone,
	"results_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "festival_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	"director_id" integer NOT NULL,
	"email" text NOT NULL,
	"phone_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"movie_link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "festivals" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"mongol_name" text NOT NULL,
	"international_name" text NOT NULL,
	"background" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ustga" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "festival_awards" ADD CONSTRAINT "festival_awards_edition_id_festival_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."festival_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_awards" ADD CONSTRAINT "festival_awards_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_awards" ADD CONSTRAINT "festival_awards_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_awards" ADD CONSTRAINT "festival_awards_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_editions" ADD CONSTRAINT "festival_editions_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_registrations" ADD CONSTRAINT "festival_registrations_edition_id_festival_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."festival_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_registrations" ADD CONSTRAINT "festival_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_registrations" ADD CONSTRAINT "festival_registrations_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_registrations" ADD CONSTRAINT "festival_registrations_director_id_artists_id_fk" FOREIGN KEY ("director_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "festival_awards_edition_idx" ON "festival_awards" USING btree ("edition_id","id");--> statement-breakpoint
CREATE INDEX "festival_awards_movie_idx" ON "festival_awards" USING btree ("movie_id");--> statement-breakpoint
CREATE INDEX "festival_awards_serial_idx" ON "festival_awards" USING btree ("serial_id");--> statement-breakpoint
CREATE INDEX "festival_awards_artist_idx" ON "festival_awards" USING btree ("artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "festival_editions_festival_year_idx" ON "festival_editions" USING btree ("festival_id","year");--> statement-breakpoint
CREATE INDEX "festival_editions_year_idx" ON "festival_editions" USING btree ("year" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "festival_registrations_edition_movie_idx" ON "festival_registrations" USING btree ("edition_id","movie_id");--> statement-breakpoint
CREATE INDEX "festival_registrations_edition_created_idx" ON "festival_registrations" USING btree ("edition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "festivals_slug_idx" ON "festivals" USING btree ("slug");
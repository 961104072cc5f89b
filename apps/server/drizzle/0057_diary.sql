CREATE TABLE "diary_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"movie_id" integer,
	"season_id" integer,
	"episode_id" integer,
	"watched_on" date NOT NULL,
	"rewatch" boolean DEFAULT false NOT NULL,
	"grade" smallint,
	"review" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_entries_one_title" CHECK (num_nonnulls("diary_entries"."movie_id", "diary_entries"."season_id", "diary_entries"."episode_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_entries_user_day_idx" ON "diary_entries" USING btree ("user_id","watched_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "diary_entries_user_import_key_idx" ON "diary_entries" USING btree ("user_id","import_key");--> statement-breakpoint
CREATE INDEX "diary_entries_movie_idx" ON "diary_entries" USING btree ("movie_id","user_id") WHERE "diary_entries"."movie_id" is not null;--> statement-breakpoint
CREATE INDEX "diary_entries_season_idx" ON "diary_entries" USING btree ("season_id","user_id") WHERE "diary_entries"."season_id" is not null;--> statement-breakpoint
CREATE INDEX "diary_entries_episode_idx" ON "diary_entries" USING btree ("episode_id","user_id") WHERE "diary_entries"."episode_id" is not null;
CREATE TABLE "episode_user_flags" (
	"episode_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"watched" boolean DEFAULT false NOT NULL,
	"watching" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "episode_user_flags_episode_id_user_id_pk" PRIMARY KEY("episode_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"slug" text NOT NULL,
	"episode_num" integer NOT NULL,
	"name" text NOT NULL,
	"runtime" integer NOT NULL,
	"background" text,
	"plot" text DEFAULT '' NOT NULL,
	"en_plot" text DEFAULT '' NOT NULL,
	"critic_grade" real,
	"critic_count" integer DEFAULT 0 NOT NULL,
	"audience_grade" real,
	"audience_count" integer DEFAULT 0 NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"image" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_id" integer NOT NULL,
	"slug" text NOT NULL,
	"season_num" integer NOT NULL,
	"name" text NOT NULL,
	"trailer" text DEFAULT '' NOT NULL,
	"poster" text,
	"critic_grade" real,
	"critic_count" integer DEFAULT 0 NOT NULL,
	"audience_grade" real,
	"audience_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serial_artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"job" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serial_countries" (
	"serial_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "serial_countries_serial_id_country_id_pk" PRIMARY KEY("serial_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "serial_genres" (
	"serial_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "serial_genres_serial_id_genre_id_pk" PRIMARY KEY("serial_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "serial_languages" (
	"serial_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "serial_languages_serial_id_language_id_pk" PRIMARY KEY("serial_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "serial_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serial_subgenres" (
	"serial_id" integer NOT NULL,
	"subgenre_id" integer NOT NULL,
	CONSTRAINT "serial_subgenres_serial_id_subgenre_id_pk" PRIMARY KEY("serial_id","subgenre_id")
);
--> statement-breakpoint
CREATE TABLE "serial_tags" (
	"serial_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "serial_tags_serial_id_tag_id_pk" PRIMARY KEY("serial_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "serial_user_flags" (
	"serial_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"watch" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serial_user_flags_serial_id_user_id_pk" PRIMARY KEY("serial_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"m_title" text NOT NULL,
	"i_title" text NOT NULL,
	"o_title" text NOT NULL,
	"poster" text,
	"background" text,
	"format" smallint NOT NULL,
	"released_year" integer NOT NULL,
	"finished_year" integer,
	"rating" smallint NOT NULL,
	"runtime" integer NOT NULL,
	"trailer" text DEFAULT '' NOT NULL,
	"plot" text DEFAULT '' NOT NULL,
	"en_plot" text DEFAULT '' NOT NULL,
	"theater" boolean DEFAULT false NOT NULL,
	"mongolian" boolean DEFAULT false NOT NULL,
	"critic_grade" real,
	"critic_count" integer DEFAULT 0 NOT NULL,
	"audience_grade" real,
	"audience_count" integer DEFAULT 0 NOT NULL,
	"watched_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"genre_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"subgenre_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"country_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"language_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episode_user_flags" ADD CONSTRAINT "episode_user_flags_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_user_flags" ADD CONSTRAINT "episode_user_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_images" ADD CONSTRAINT "season_images_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_artists" ADD CONSTRAINT "serial_artists_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_artists" ADD CONSTRAINT "serial_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_countries" ADD CONSTRAINT "serial_countries_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_countries" ADD CONSTRAINT "serial_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_genres" ADD CONSTRAINT "serial_genres_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_genres" ADD CONSTRAINT "serial_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_languages" ADD CONSTRAINT "serial_languages_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_languages" ADD CONSTRAINT "serial_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_roles" ADD CONSTRAINT "serial_roles_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_roles" ADD CONSTRAINT "serial_roles_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_subgenres" ADD CONSTRAINT "serial_subgenres_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_subgenres" ADD CONSTRAINT "serial_subgenres_subgenre_id_subgenres_id_fk" FOREIGN KEY ("subgenre_id") REFERENCES "public"."subgenres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_tags" ADD CONSTRAINT "serial_tags_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_tags" ADD CONSTRAINT "serial_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_user_flags" ADD CONSTRAINT "serial_user_flags_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_user_flags" ADD CONSTRAINT "serial_user_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials" ADD CONSTRAINT "serials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episode_user_flags_user_idx" ON "episode_user_flags" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_season_slug_idx" ON "episodes" USING btree ("season_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_season_number_idx" ON "episodes" USING btree ("season_id","episode_num");--> statement-breakpoint
CREATE INDEX "episodes_season_num_idx" ON "episodes" USING btree ("season_id","publish","episode_num","id");--> statement-breakpoint
CREATE INDEX "season_images_season_idx" ON "season_images" USING btree ("season_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_serial_slug_idx" ON "seasons" USING btree ("serial_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_serial_number_idx" ON "seasons" USING btree ("serial_id","season_num");--> statement-breakpoint
CREATE INDEX "seasons_serial_num_idx" ON "seasons" USING btree ("serial_id","publish","season_num","id");--> statement-breakpoint
CREATE INDEX "seasons_search_trgm_idx" ON "seasons" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "serial_artists_serial_idx" ON "serial_artists" USING btree ("serial_id","position");--> statement-breakpoint
CREATE INDEX "serial_artists_artist_idx" ON "serial_artists" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "serial_countries_ref_idx" ON "serial_countries" USING btree ("country_id","serial_id");--> statement-breakpoint
CREATE INDEX "serial_genres_ref_idx" ON "serial_genres" USING btree ("genre_id","serial_id");--> statement-breakpoint
CREATE INDEX "serial_languages_ref_idx" ON "serial_languages" USING btree ("language_id","serial_id");--> statement-breakpoint
CREATE INDEX "serial_roles_serial_idx" ON "serial_roles" USING btree ("serial_id","position");--> statement-breakpoint
CREATE INDEX "serial_roles_artist_idx" ON "serial_roles" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "serial_subgenres_ref_idx" ON "serial_subgenres" USING btree ("subgenre_id","serial_id");--> statement-breakpoint
CREATE INDEX "serial_tags_ref_idx" ON "serial_tags" USING btree ("tag_id","serial_id");--> statement-breakpoint
CREATE INDEX "serial_user_flags_user_idx" ON "serial_user_flags" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "serials_slug_idx" ON "serials" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "serials_search_trgm_idx" ON "serials" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "serials_genre_ids_idx" ON "serials" USING gin ("genre_ids");--> statement-breakpoint
CREATE INDEX "serials_subgenre_ids_idx" ON "serials" USING gin ("subgenre_ids");--> statement-breakpoint
CREATE INDEX "serials_country_ids_idx" ON "serials" USING gin ("country_ids");--> statement-breakpoint
CREATE INDEX "serials_language_ids_idx" ON "serials" USING gin ("language_ids");--> statement-breakpoint
CREATE INDEX "serials_tag_ids_idx" ON "serials" USING gin ("tag_ids");
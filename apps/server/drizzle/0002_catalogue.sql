CREATE TABLE "artist_countries" (
	"artist_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"former" boolean DEFAULT false NOT NULL,
	CONSTRAINT "artist_countries_artist_id_country_id_former_pk" PRIMARY KEY("artist_id","country_id","former")
);
--> statement-breakpoint
CREATE TABLE "artist_likes" (
	"artist_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "artist_likes_artist_id_user_id_pk" PRIMARY KEY("artist_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "artist_professions" (
	"artist_id" integer NOT NULL,
	"profession_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "artist_professions_artist_id_profession_id_pk" PRIMARY KEY("artist_id","profession_id")
);
--> statement-breakpoint
CREATE TABLE "artist_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL,
	"quote" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"pro_name" text NOT NULL,
	"pro_name_en" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"photo" text,
	"born_year" integer,
	"died_year" integer,
	"biography" text DEFAULT '' NOT NULL,
	"biography_en" text DEFAULT '' NOT NULL,
	"mongolian" boolean DEFAULT false NOT NULL,
	"festival" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movie_artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"movie_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"job" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movie_countries" (
	"movie_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "movie_countries_movie_id_country_id_pk" PRIMARY KEY("movie_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "movie_genres" (
	"movie_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "movie_genres_movie_id_genre_id_pk" PRIMARY KEY("movie_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "movie_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"movie_id" integer NOT NULL,
	"image" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movie_languages" (
	"movie_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "movie_languages_movie_id_language_id_pk" PRIMARY KEY("movie_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "movie_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"movie_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movie_subgenres" (
	"movie_id" integer NOT NULL,
	"subgenre_id" integer NOT NULL,
	CONSTRAINT "movie_subgenres_movie_id_subgenre_id_pk" PRIMARY KEY("movie_id","subgenre_id")
);
--> statement-breakpoint
CREATE TABLE "movie_tags" (
	"movie_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "movie_tags_movie_id_tag_id_pk" PRIMARY KEY("movie_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "movie_user_flags" (
	"movie_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"watch" boolean DEFAULT false NOT NULL,
	"watching" boolean DEFAULT false NOT NULL,
	"watched" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movie_user_flags_movie_id_user_id_pk" PRIMARY KEY("movie_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "movies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"m_title" text NOT NULL,
	"i_title" text NOT NULL,
	"o_title" text NOT NULL,
	"poster" text,
	"background" text,
	"category" smallint NOT NULL,
	"format" smallint NOT NULL,
	"year" integer NOT NULL,
	"rating" smallint NOT NULL,
	"runtime" integer NOT NULL,
	"trailer" text DEFAULT '' NOT NULL,
	"plot" text DEFAULT '' NOT NULL,
	"en_plot" text DEFAULT '' NOT NULL,
	"collection_id" integer,
	"theater" boolean DEFAULT false NOT NULL,
	"festival" boolean DEFAULT false NOT NULL,
	"mongolian" boolean DEFAULT false NOT NULL,
	"critic_grade" real,
	"critic_count" integer DEFAULT 0 NOT NULL,
	"audience_grade" real,
	"audience_count" integer DEFAULT 0 NOT NULL,
	"watched_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"search_key" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	"is_actor" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subgenres" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_key" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artist_countries" ADD CONSTRAINT "artist_countries_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_countries" ADD CONSTRAINT "artist_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_likes" ADD CONSTRAINT "artist_likes_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_likes" ADD CONSTRAINT "artist_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_professions" ADD CONSTRAINT "artist_professions_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_professions" ADD CONSTRAINT "artist_professions_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_quotes" ADD CONSTRAINT "artist_quotes_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_artists" ADD CONSTRAINT "movie_artists_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_artists" ADD CONSTRAINT "movie_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_countries" ADD CONSTRAINT "movie_countries_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_countries" ADD CONSTRAINT "movie_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_genres" ADD CONSTRAINT "movie_genres_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_genres" ADD CONSTRAINT "movie_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_images" ADD CONSTRAINT "movie_images_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_languages" ADD CONSTRAINT "movie_languages_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_languages" ADD CONSTRAINT "movie_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_roles" ADD CONSTRAINT "movie_roles_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_roles" ADD CONSTRAINT "movie_roles_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_subgenres" ADD CONSTRAINT "movie_subgenres_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_subgenres" ADD CONSTRAINT "movie_subgenres_subgenre_id_subgenres_id_fk" FOREIGN KEY ("subgenre_id") REFERENCES "public"."subgenres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_tags" ADD CONSTRAINT "movie_tags_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_tags" ADD CONSTRAINT "movie_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_user_flags" ADD CONSTRAINT "movie_user_flags_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_user_flags" ADD CONSTRAINT "movie_user_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_countries_country_idx" ON "artist_countries" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "artist_professions_profession_idx" ON "artist_professions" USING btree ("profession_id");--> statement-breakpoint
CREATE INDEX "artist_quotes_artist_idx" ON "artist_quotes" USING btree ("artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "artists_slug_idx" ON "artists" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "artists_search_trgm_idx" ON "artists" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artists_list_idx" ON "artists" USING btree ("publish","mongolian","pro_name");--> statement-breakpoint
CREATE INDEX "artists_born_idx" ON "artists" USING btree ("publish","born_year");--> statement-breakpoint
CREATE INDEX "movie_artists_movie_idx" ON "movie_artists" USING btree ("movie_id","position");--> statement-breakpoint
CREATE INDEX "movie_artists_artist_idx" ON "movie_artists" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "movie_countries_ref_idx" ON "movie_countries" USING btree ("country_id","movie_id");--> statement-breakpoint
CREATE INDEX "movie_genres_ref_idx" ON "movie_genres" USING btree ("genre_id","movie_id");--> statement-breakpoint
CREATE INDEX "movie_images_movie_idx" ON "movie_images" USING btree ("movie_id","position");--> statement-breakpoint
CREATE INDEX "movie_languages_ref_idx" ON "movie_languages" USING btree ("language_id","movie_id");--> statement-breakpoint
CREATE INDEX "movie_roles_movie_idx" ON "movie_roles" USING btree ("movie_id","position");--> statement-breakpoint
CREATE INDEX "movie_roles_artist_idx" ON "movie_roles" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "movie_subgenres_ref_idx" ON "movie_subgenres" USING btree ("subgenre_id","movie_id");--> statement-breakpoint
CREATE INDEX "movie_tags_ref_idx" ON "movie_tags" USING btree ("tag_id","movie_id");--> statement-breakpoint
CREATE INDEX "movie_user_flags_user_idx" ON "movie_user_flags" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movies_slug_idx" ON "movies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "movies_search_trgm_idx" ON "movies" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "movies_catalogue_year_idx" ON "movies" USING btree ("publish","category","mongolian","year","id");--> statement-breakpoint
CREATE INDEX "movies_catalogue_created_idx" ON "movies" USING btree ("publish","category","mongolian","created_at");--> statement-breakpoint
CREATE INDEX "movies_catalogue_audience_idx" ON "movies" USING btree ("publish","category","mongolian","audience_grade");--> statement-breakpoint
CREATE INDEX "movies_catalogue_watched_idx" ON "movies" USING btree ("publish","category","mongolian","watched_count");--> statement-breakpoint
CREATE INDEX "movies_catalogue_title_idx" ON "movies" USING btree ("publish","category","mongolian","i_title");--> statement-breakpoint
CREATE INDEX "movies_collection_idx" ON "movies" USING btree ("collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_slug_idx" ON "collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "collections_search_trgm_idx" ON "collections" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_idx" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "genres_slug_idx" ON "genres" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_code_idx" ON "languages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "professions_slug_idx" ON "professions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "subgenres_slug_idx" ON "subgenres" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_idx" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tags_search_trgm_idx" ON "tags" USING gin ("search_key" gin_trgm_ops);
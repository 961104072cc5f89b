CREATE TABLE "journal_artists" (
	"journal_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_artists_journal_id_artist_id_pk" PRIMARY KEY("journal_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "journal_likes" (
	"journal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "journal_likes_journal_id_user_id_pk" PRIMARY KEY("journal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "journal_main_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_movies" (
	"journal_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_movies_journal_id_movie_id_pk" PRIMARY KEY("journal_id","movie_id")
);
--> statement-breakpoint
CREATE TABLE "journal_serials" (
	"journal_id" integer NOT NULL,
	"serial_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_serials_journal_id_serial_id_pk" PRIMARY KEY("journal_id","serial_id")
);
--> statement-breakpoint
CREATE TABLE "journal_sub_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_type_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_tag_links" (
	"journal_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "journal_tag_links_journal_id_tag_id_pk" PRIMARY KEY("journal_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "journal_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_key" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"sub_type_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"cover" text,
	"content" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"publish_date" timestamp with time zone,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_artists" ADD CONSTRAINT "journal_artists_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_artists" ADD CONSTRAINT "journal_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_likes" ADD CONSTRAINT "journal_likes_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_likes" ADD CONSTRAINT "journal_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_movies" ADD CONSTRAINT "journal_movies_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_movies" ADD CONSTRAINT "journal_movies_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_serials" ADD CONSTRAINT "journal_serials_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_serials" ADD CONSTRAINT "journal_serials_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_sub_types" ADD CONSTRAINT "journal_sub_types_main_type_id_journal_main_types_id_fk" FOREIGN KEY ("main_type_id") REFERENCES "public"."journal_main_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_tag_links" ADD CONSTRAINT "journal_tag_links_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_tag_links" ADD CONSTRAINT "journal_tag_links_tag_id_journal_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."journal_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_sub_type_id_journal_sub_types_id_fk" FOREIGN KEY ("sub_type_id") REFERENCES "public"."journal_sub_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_artists_ref_idx" ON "journal_artists" USING btree ("artist_id","journal_id");--> statement-breakpoint
CREATE INDEX "journal_likes_user_idx" ON "journal_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_main_types_slug_idx" ON "journal_main_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "journal_movies_ref_idx" ON "journal_movies" USING btree ("movie_id","journal_id");--> statement-breakpoint
CREATE INDEX "journal_serials_ref_idx" ON "journal_serials" USING btree ("serial_id","journal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_sub_types_slug_idx" ON "journal_sub_types" USING btree ("main_type_id","slug");--> statement-breakpoint
CREATE INDEX "journal_tag_links_tag_idx" ON "journal_tag_links" USING btree ("tag_id","journal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_tags_name_lower_idx" ON "journal_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "journal_tags_search_trgm_idx" ON "journal_tags" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "journals_slug_idx" ON "journals" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "journals_search_trgm_idx" ON "journals" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "journals_published_idx" ON "journals" USING btree ("publish_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "journals"."publish_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "journals_sub_type_idx" ON "journals" USING btree ("sub_type_id","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journals_author_idx" ON "journals" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_images_user_idx" ON "user_images" USING btree ("user_id","created_at");
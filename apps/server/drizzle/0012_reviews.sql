CREATE TABLE "movie_reactions" (
	"movie_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"reaction" text NOT NULL,
	CONSTRAINT "movie_reactions_movie_id_user_id_slot_pk" PRIMARY KEY("movie_id","user_id","slot")
);
--> statement-breakpoint
CREATE TABLE "movie_detailed_review_likes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "movie_detailed_review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "movie_detailed_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"movie_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"review" text NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movie_review_likes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "movie_review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "movie_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"movie_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"review" text DEFAULT '' NOT NULL,
	"spoiler" boolean DEFAULT false NOT NULL,
	"critic" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movie_reactions" ADD CONSTRAINT "movie_reactions_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_reactions" ADD CONSTRAINT "movie_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_detailed_review_likes" ADD CONSTRAINT "movie_detailed_review_likes_review_id_movie_detailed_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."movie_detailed_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_detailed_review_likes" ADD CONSTRAINT "movie_detailed_review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_detailed_reviews" ADD CONSTRAINT "movie_detailed_reviews_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_detailed_reviews" ADD CONSTRAINT "movie_detailed_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_review_likes" ADD CONSTRAINT "movie_review_likes_review_id_movie_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."movie_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_review_likes" ADD CONSTRAINT "movie_review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_reviews" ADD CONSTRAINT "movie_reviews_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_reviews" ADD CONSTRAINT "movie_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "movie_reactions_one_each_idx" ON "movie_reactions" USING btree ("movie_id","user_id","reaction");--> statement-breakpoint
CREATE INDEX "movie_reactions_count_idx" ON "movie_reactions" USING btree ("movie_id","reaction");--> statement-breakpoint
CREATE INDEX "movie_detailed_review_likes_user_idx" ON "movie_detailed_review_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movie_detailed_reviews_movie_user_idx" ON "movie_detailed_reviews" USING btree ("movie_id","user_id");--> statement-breakpoint
CREATE INDEX "movie_detailed_reviews_created_idx" ON "movie_detailed_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "movie_detailed_reviews_user_idx" ON "movie_detailed_reviews" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "movie_review_likes_user_idx" ON "movie_review_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movie_reviews_movie_user_idx" ON "movie_reviews" USING btree ("movie_id","user_id");--> statement-breakpoint
CREATE INDEX "movie_reviews_tab_idx" ON "movie_reviews" USING btree ("movie_id","critic","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "movie_reviews_user_idx" ON "movie_reviews" USING btree ("user_id");
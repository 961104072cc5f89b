CREATE TABLE "episode_detailed_review_likes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "episode_detailed_review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "episode_detailed_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"review" text NOT NULL,
	"cover" text,
	"search_key" text DEFAULT '' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episode_detailed_review_likes" ADD CONSTRAINT "episode_detailed_review_likes_review_id_episode_detailed_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."episode_detailed_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_detailed_review_likes" ADD CONSTRAINT "episode_detailed_review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_detailed_reviews" ADD CONSTRAINT "episode_detailed_reviews_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_detailed_reviews" ADD CONSTRAINT "episode_detailed_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episode_detailed_review_likes_user_idx" ON "episode_detailed_review_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "episode_detailed_reviews_episode_user_idx" ON "episode_detailed_reviews" USING btree ("episode_id","user_id");--> statement-breakpoint
CREATE INDEX "episode_detailed_reviews_created_idx" ON "episode_detailed_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "episode_detailed_reviews_user_idx" ON "episode_detailed_reviews" USING btree ("user_id","created_at" DESC NULLS LAST);
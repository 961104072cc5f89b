CREATE TABLE "episode_review_likes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "episode_review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "episode_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL,
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
CREATE TABLE "season_review_likes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "season_review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "season_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"review" text NOT NULL,
	"spoiler" boolean DEFAULT false NOT NULL,
	"critic" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episode_review_likes" ADD CONSTRAINT "episode_review_likes_review_id_episode_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."episode_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_review_likes" ADD CONSTRAINT "episode_review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_reviews" ADD CONSTRAINT "episode_reviews_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_reviews" ADD CONSTRAINT "episode_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_review_likes" ADD CONSTRAINT "season_review_likes_review_id_season_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."season_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_review_likes" ADD CONSTRAINT "season_review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_reviews" ADD CONSTRAINT "season_reviews_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_reviews" ADD CONSTRAINT "season_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episode_review_likes_user_idx" ON "episode_review_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "episode_reviews_episode_user_idx" ON "episode_reviews" USING btree ("episode_id","user_id");--> statement-breakpoint
CREATE INDEX "episode_reviews_tab_idx" ON "episode_reviews" USING btree ("episode_id","critic","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "episode_reviews_user_idx" ON "episode_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "season_review_likes_user_idx" ON "season_review_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_reviews_season_user_idx" ON "season_reviews" USING btree ("season_id","user_id");--> statement-breakpoint
CREATE INDEX "season_reviews_tab_idx" ON "season_reviews" USING btree ("season_id","critic","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "season_reviews_user_idx" ON "season_reviews" USING btree ("user_id");
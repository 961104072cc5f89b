CREATE TABLE "season_detailed_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"review" text NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "season_detailed_reviews" ADD CONSTRAINT "season_detailed_reviews_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_detailed_reviews" ADD CONSTRAINT "season_detailed_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "season_detailed_reviews_season_user_idx" ON "season_detailed_reviews" USING btree ("season_id","user_id");--> statement-breakpoint
CREATE INDEX "season_detailed_reviews_created_idx" ON "season_detailed_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
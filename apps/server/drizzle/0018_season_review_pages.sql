CREATE TABLE "season_detailed_review_likes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "season_detailed_review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "season_detailed_review_likes" ADD CONSTRAINT "season_detailed_review_likes_review_id_season_detailed_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."season_detailed_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_detailed_review_likes" ADD CONSTRAINT "season_detailed_review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_detailed_review_likes_user_idx" ON "season_detailed_review_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "season_detailed_reviews_search_trgm_idx" ON "season_detailed_reviews" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "season_detailed_reviews_user_idx" ON "season_detailed_reviews" USING btree ("user_id","created_at" DESC NULLS LAST);
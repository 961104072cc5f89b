CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"type" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"message_id" integer,
	"comment_id" integer,
	"movie_review_id" integer,
	"movie_detailed_review_id" integer,
	"episode_review_id" integer,
	"episode_detailed_review_id" integer,
	"list_id" integer,
	"journal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_message_id_short_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."short_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_short_message_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."short_message_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_movie_review_id_movie_reviews_id_fk" FOREIGN KEY ("movie_review_id") REFERENCES "public"."movie_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_movie_detailed_review_id_movie_detailed_reviews_id_fk" FOREIGN KEY ("movie_detailed_review_id") REFERENCES "public"."movie_detailed_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_episode_review_id_episode_reviews_id_fk" FOREIGN KEY ("episode_review_id") REFERENCES "public"."episode_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_episode_detailed_review_id_episode_detailed_reviews_id_fk" FOREIGN KEY ("episode_detailed_review_id") REFERENCES "public"."episode_detailed_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_list_id_user_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."user_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE NOT "notifications"."seen";--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_message_idx" ON "notifications" USING btree ("message_id") WHERE "notifications"."message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id") WHERE "notifications"."comment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_movie_review_idx" ON "notifications" USING btree ("movie_review_id") WHERE "notifications"."movie_review_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_movie_detailed_review_idx" ON "notifications" USING btree ("movie_detailed_review_id") WHERE "notifications"."movie_detailed_review_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_episode_review_idx" ON "notifications" USING btree ("episode_review_id") WHERE "notifications"."episode_review_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_episode_detailed_review_idx" ON "notifications" USING btree ("episode_detailed_review_id") WHERE "notifications"."episode_detailed_review_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_list_idx" ON "notifications" USING btree ("list_id") WHERE "notifications"."list_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_journal_idx" ON "notifications" USING btree ("journal_id") WHERE "notifications"."journal_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION uncount_follows_of_deleted_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_profiles p SET followers_count = greatest(p.followers_count - 1, 0)
  FROM user_follows f WHERE f.follower_id = OLD.id AND p.user_id = f.followee_id;
  UPDATE user_profiles p SET following_count = greatest(p.following_count - 1, 0)
  FROM user_follows f WHERE f.followee_id = OLD.id AND p.user_id = f.follower_id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_uncount_follows" BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION uncount_follows_of_deleted_user();

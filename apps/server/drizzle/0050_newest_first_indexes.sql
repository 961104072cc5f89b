DROP INDEX "admin_audit_created_idx";--> statement-breakpoint
DROP INDEX "admin_audit_actor_idx";--> statement-breakpoint
DROP INDEX "admin_audit_target_idx";--> statement-breakpoint
DROP INDEX "admin_audit_action_idx";--> statement-breakpoint
DROP INDEX "artists_drafts_idx";--> statement-breakpoint
DROP INDEX "artists_creator_drafts_idx";--> statement-breakpoint
DROP INDEX "user_actions_feed_idx";--> statement-breakpoint
DROP INDEX "festival_editions_year_idx";--> statement-breakpoint
DROP INDEX "journals_published_idx";--> statement-breakpoint
DROP INDEX "journals_sub_type_idx";--> statement-breakpoint
DROP INDEX "journals_author_idx";--> statement-breakpoint
DROP INDEX "journals_drafts_idx";--> statement-breakpoint
DROP INDEX "journals_creator_drafts_idx";--> statement-breakpoint
DROP INDEX "short_messages_user_idx";--> statement-breakpoint
DROP INDEX "movies_drafts_idx";--> statement-breakpoint
DROP INDEX "movies_creator_drafts_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "user_follows_followee_idx";--> statement-breakpoint
DROP INDEX "user_follows_follower_idx";--> statement-breakpoint
DROP INDEX "episode_detailed_reviews_list_idx";--> statement-breakpoint
DROP INDEX "episode_detailed_reviews_user_idx";--> statement-breakpoint
DROP INDEX "episode_reviews_tab_idx";--> statement-breakpoint
DROP INDEX "movie_detailed_reviews_list_idx";--> statement-breakpoint
DROP INDEX "movie_detailed_reviews_user_idx";--> statement-breakpoint
DROP INDEX "movie_reviews_tab_idx";--> statement-breakpoint
DROP INDEX "season_detailed_reviews_created_idx";--> statement-breakpoint
DROP INDEX "season_detailed_reviews_user_idx";--> statement-breakpoint
DROP INDEX "season_reviews_tab_idx";--> statement-breakpoint
DROP INDEX "revisions_item_idx";--> statement-breakpoint
DROP INDEX "revisions_item_published_idx";--> statement-breakpoint
DROP INDEX "episodes_drafts_idx";--> statement-breakpoint
DROP INDEX "episodes_creator_drafts_idx";--> statement-breakpoint
DROP INDEX "seasons_drafts_idx";--> statement-breakpoint
DROP INDEX "seasons_creator_drafts_idx";--> statement-breakpoint
DROP INDEX "serials_drafts_idx";--> statement-breakpoint
DROP INDEX "serials_creator_drafts_idx";--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_audit_actor_idx" ON "admin_audit" USING btree ("actor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit" USING btree ("target_kind","target_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_audit_action_idx" ON "admin_audit" USING btree ("action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "artists_drafts_idx" ON "artists" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "artists"."publish" = false;--> statement-breakpoint
CREATE INDEX "artists_creator_drafts_idx" ON "artists" USING btree ("created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "artists"."publish" = false;--> statement-breakpoint
CREATE INDEX "user_actions_feed_idx" ON "user_actions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "festival_editions_year_idx" ON "festival_editions" USING btree ("year" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journals_published_idx" ON "journals" USING btree ("publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "journals"."publish_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "journals_sub_type_idx" ON "journals" USING btree ("sub_type_id","publish_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journals_author_idx" ON "journals" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journals_drafts_idx" ON "journals" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "journals"."publish_date" IS NULL;--> statement-breakpoint
CREATE INDEX "journals_creator_drafts_idx" ON "journals" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "journals"."publish_date" IS NULL;--> statement-breakpoint
CREATE INDEX "short_messages_user_idx" ON "short_messages" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "movies_drafts_idx" ON "movies" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "movies"."publish" = false;--> statement-breakpoint
CREATE INDEX "movies_creator_drafts_idx" ON "movies" USING btree ("created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "movies"."publish" = false;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_follows_followee_idx" ON "user_follows" USING btree ("followee_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_follows_follower_idx" ON "user_follows" USING btree ("follower_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "episode_detailed_reviews_list_idx" ON "episode_detailed_reviews" USING btree ("episode_published","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "episode_detailed_reviews_user_idx" ON "episode_detailed_reviews" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "episode_reviews_tab_idx" ON "episode_reviews" USING btree ("episode_id","critic","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "movie_detailed_reviews_list_idx" ON "movie_detailed_reviews" USING btree ("movie_published","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "movie_detailed_reviews_user_idx" ON "movie_detailed_reviews" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "movie_reviews_tab_idx" ON "movie_reviews" USING btree ("movie_id","critic","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "season_detailed_reviews_created_idx" ON "season_detailed_reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "season_detailed_reviews_user_idx" ON "season_detailed_reviews" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "season_reviews_tab_idx" ON "season_reviews" USING btree ("season_id","critic","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "revisions_item_idx" ON "revisions" USING btree ("kind","item_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "revisions_item_published_idx" ON "revisions" USING btree ("kind","item_id","id" DESC NULLS FIRST) WHERE "revisions"."action" = 'publish';--> statement-breakpoint
CREATE INDEX "episodes_drafts_idx" ON "episodes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "episodes"."publish" = false;--> statement-breakpoint
CREATE INDEX "episodes_creator_drafts_idx" ON "episodes" USING btree ("created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "episodes"."publish" = false;--> statement-breakpoint
CREATE INDEX "seasons_drafts_idx" ON "seasons" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seasons"."publish" = false;--> statement-breakpoint
CREATE INDEX "seasons_creator_drafts_idx" ON "seasons" USING btree ("created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seasons"."publish" = false;--> statement-breakpoint
CREATE INDEX "serials_drafts_idx" ON "serials" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "serials"."publish" = false;--> statement-breakpoint
CREATE INDEX "serials_creator_drafts_idx" ON "serials" USING btree ("created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "serials"."publish" = false;
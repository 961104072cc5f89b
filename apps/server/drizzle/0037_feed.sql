CREATE TABLE "user_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"movie_id" integer,
	"episode_id" integer,
	"journal_id" integer,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_message_id_short_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."short_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_actions_source_idx" ON "user_actions" USING btree ("user_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "user_actions_feed_idx" ON "user_actions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_actions_movie_idx" ON "user_actions" USING btree ("movie_id") WHERE "user_actions"."movie_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "user_actions_episode_idx" ON "user_actions" USING btree ("episode_id") WHERE "user_actions"."episode_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "user_actions_journal_idx" ON "user_actions" USING btree ("journal_id") WHERE "user_actions"."journal_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "user_actions_message_idx" ON "user_actions" USING btree ("message_id") WHERE "user_actions"."message_id" IS NOT NULL;
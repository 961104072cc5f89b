CREATE TABLE "revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"state" jsonb,
	"note" text,
	"revert_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "item_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "item_title" text;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisions_item_idx" ON "revisions" USING btree ("kind","item_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "revisions_item_published_idx" ON "revisions" USING btree ("kind","item_id","id" DESC NULLS LAST) WHERE "revisions"."action" = 'publish';--> statement-breakpoint
CREATE INDEX "artists_drafts_idx" ON "artists" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "artists"."publish" = false;--> statement-breakpoint
CREATE INDEX "artists_creator_drafts_idx" ON "artists" USING btree ("created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "artists"."publish" = false;--> statement-breakpoint
CREATE INDEX "journals_drafts_idx" ON "journals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "journals"."publish_date" IS NULL;--> statement-breakpoint
CREATE INDEX "journals_creator_drafts_idx" ON "journals" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "journals"."publish_date" IS NULL;--> statement-breakpoint
CREATE INDEX "movies_drafts_idx" ON "movies" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "movies"."publish" = false;--> statement-breakpoint
CREATE INDEX "movies_creator_drafts_idx" ON "movies" USING btree ("created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "movies"."publish" = false;--> statement-breakpoint
CREATE INDEX "episodes_drafts_idx" ON "episodes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "episodes"."publish" = false;--> statement-breakpoint
CREATE INDEX "episodes_creator_drafts_idx" ON "episodes" USING btree ("created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "episodes"."publish" = false;--> statement-breakpoint
CREATE INDEX "seasons_drafts_idx" ON "seasons" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "seasons"."publish" = false;--> statement-breakpoint
CREATE INDEX "seasons_creator_drafts_idx" ON "seasons" USING btree ("created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "seasons"."publish" = false;--> statement-breakpoint
CREATE INDEX "serials_drafts_idx" ON "serials" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "serials"."publish" = false;--> statement-breakpoint
CREATE INDEX "serials_creator_drafts_idx" ON "serials" USING btree ("created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "serials"."publish" = false;
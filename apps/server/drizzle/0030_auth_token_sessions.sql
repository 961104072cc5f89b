-- Tokens become sessions a member can see and end (issue 12): an id to name one by (the digest stays on the
-- server), when it was last used (a token unused for 30 days is dead; tokens of before this migration count
-- from the upgrade) and the browser that logged in.
ALTER TABLE "auth_tokens" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_id_idx" ON "auth_tokens" USING btree ("id");
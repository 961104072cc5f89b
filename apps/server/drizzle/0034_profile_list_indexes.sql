-- The profile's "reacted serials" list (issue 15 item 8) reads a member's season and episode reactions:
-- those tables' keys all lead with the title, so without these the list scans every member's reactions.
-- Hand-written beside the tables' drizzle schema (reactions.ts), as migration 0033's index is.
CREATE INDEX IF NOT EXISTS "season_reactions_user_idx" ON "season_reactions" USING btree ("user_id", "season_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "episode_reactions_user_idx" ON "episode_reactions" USING btree ("user_id", "episode_id");

-- The profile's "reacted movies" count (issue 15) reads a member's reactions: the table's keys all lead
-- with the movie, so without this index the count scans every member's reactions. Hand-written beside
-- the table's drizzle schema (reactions.ts), as migration 0007's indexes are.
CREATE INDEX IF NOT EXISTS "movie_reactions_user_idx" ON "movie_reactions" USING btree ("user_id", "movie_id");

-- Typos forgiven in members' and lists' names too (issue 24 item 1; decision 022). Their words get a list of
-- their own, kept like search_words (migration 0029) by triggers, so a typed word one typo from a member's or
-- list's word finds it, while the catalogue's typo neighbours stay the catalogue's (a username never crowds a
-- film's word out of a search's few neighbours).
CREATE TABLE "community_search_words" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "community_search_words_pkey" PRIMARY KEY ("variant", "word")
);--> statement-breakpoint
CREATE FUNCTION remember_inserted_community_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mfi.search_words_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO community_search_words (variant, word)
  SELECT DISTINCT s.variant, s.word FROM added, search_words_of(added.search_key) s ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION remember_updated_community_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mfi.search_words_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO community_search_words (variant, word)
  SELECT DISTINCT s.variant, s.word FROM search_words_of(NEW.search_key) s ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_words_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION remember_inserted_community_words();--> statement-breakpoint
CREATE TRIGGER "users_search_words_update" AFTER UPDATE OF "search_key" ON "users" FOR EACH ROW WHEN (OLD."search_key" IS DISTINCT FROM NEW."search_key") EXECUTE FUNCTION remember_updated_community_words();--> statement-breakpoint
CREATE TRIGGER "user_lists_search_words_insert" AFTER INSERT ON "user_lists" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION remember_inserted_community_words();--> statement-breakpoint
CREATE TRIGGER "user_lists_search_words_update" AFTER UPDATE OF "search_key" ON "user_lists" FOR EACH ROW WHEN (OLD."search_key" IS DISTINCT FROM NEW."search_key") EXECUTE FUNCTION remember_updated_community_words();--> statement-breakpoint
-- The words index lib/search's typo match (`string_to_array(search_key, ' ') && …`) reads, as the catalogue's.
CREATE INDEX "users_search_words_idx" ON "users" USING gin (string_to_array("search_key", ' '::text));--> statement-breakpoint
CREATE INDEX "user_lists_search_words_idx" ON "user_lists" USING gin (string_to_array("search_key", ' '::text));--> statement-breakpoint
-- The keys written before (migration 0046, SEARCH_KEY_VERSION 3) join the list once.
INSERT INTO community_search_words (variant, word)
SELECT DISTINCT s.variant, s.word
FROM (SELECT search_key FROM users UNION SELECT search_key FROM user_lists) k, search_words_of(k.search_key) s
ON CONFLICT DO NOTHING;

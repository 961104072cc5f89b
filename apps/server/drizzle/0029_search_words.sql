-- Search as Mongolians type (docs/decisions/008-search.md).
-- 1. The words of the movie, serial, artist and journal keys, each with its one-letter deletions: a typed
--    word and a catalogue word are one typo apart only if one is the other or a deletion of it, or both
--    share a deletion (lib/search withTypos looks the typed word's deletions up here).
CREATE TABLE "search_words" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_pkey" PRIMARY KEY ("variant", "word")
);--> statement-breakpoint
CREATE FUNCTION search_words_of(p_key text) RETURNS TABLE (variant text, word text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN i = 0 THEN w ELSE overlay(w PLACING '' FROM i FOR 1) END, w
  FROM (SELECT DISTINCT w FROM regexp_split_to_table(p_key, '[^a-z0-9]+') w WHERE length(w) BETWEEN 3 AND 13) words,
       generate_series(0, length(w)) i
$$;--> statement-breakpoint
-- Writes come from forms, seeds and imports alike, so triggers keep the list: the rows of an INSERT at
-- once (a seed's batch is one statement), an UPDATE row by row and only when its key changed (a rating's
-- UPDATE of the movie does not fire). Words are never removed: a word no key holds any more only finds
-- nothing. The key rebuild (db/search-keys.ts) sets mfi.search_words_rebuild and refills the list at its end.
CREATE FUNCTION remember_inserted_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mfi.search_words_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO search_words (variant, word)
  SELECT DISTINCT s.variant, s.word FROM added, search_words_of(added.search_key) s ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION remember_updated_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mfi.search_words_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO search_words (variant, word)
  SELECT DISTINCT s.variant, s.word FROM search_words_of(NEW.search_key) s ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "movies_search_words_insert" AFTER INSERT ON "movies" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION remember_inserted_search_words();--> statement-breakpoint
CREATE TRIGGER "movies_search_words_update" AFTER UPDATE OF "search_key" ON "movies" FOR EACH ROW WHEN (OLD."search_key" IS DISTINCT FROM NEW."search_key") EXECUTE FUNCTION remember_updated_search_words();--> statement-breakpoint
CREATE TRIGGER "serials_search_words_insert" AFTER INSERT ON "serials" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION remember_inserted_search_words();--> statement-breakpoint
CREATE TRIGGER "serials_search_words_update" AFTER UPDATE OF "search_key" ON "serials" FOR EACH ROW WHEN (OLD."search_key" IS DISTINCT FROM NEW."search_key") EXECUTE FUNCTION remember_updated_search_words();--> statement-breakpoint
CREATE TRIGGER "artists_search_words_insert" AFTER INSERT ON "artists" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION remember_inserted_search_words();--> statement-breakpoint
CREATE TRIGGER "artists_search_words_update" AFTER UPDATE OF "search_key" ON "artists" FOR EACH ROW WHEN (OLD."search_key" IS DISTINCT FROM NEW."search_key") EXECUTE FUNCTION remember_updated_search_words();--> statement-breakpoint
CREATE TRIGGER "journals_search_words_insert" AFTER INSERT ON "journals" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION remember_inserted_search_words();--> statement-breakpoint
CREATE TRIGGER "journals_search_words_update" AFTER UPDATE OF "search_key" ON "journals" FOR EACH ROW WHEN (OLD."search_key" IS DISTINCT FROM NEW."search_key") EXECUTE FUNCTION remember_updated_search_words();--> statement-breakpoint
-- 2. The key's words, for "a word of the key is one of these typo neighbours" (exact, not lossy).
CREATE INDEX "movies_search_words_idx" ON "movies" USING gin (string_to_array("search_key", ' '::text));--> statement-breakpoint
CREATE INDEX "serials_search_words_idx" ON "serials" USING gin (string_to_array("search_key", ' '::text));--> statement-breakpoint
CREATE INDEX "artists_search_words_idx" ON "artists" USING gin (string_to_array("search_key", ' '::text));--> statement-breakpoint
CREATE INDEX "journals_search_words_idx" ON "journals" USING gin (string_to_array("search_key", ' '::text));--> statement-breakpoint
-- 3. Which version of the key folding the stored keys were made with: db/search-keys.ts rebuilds every
--    key when lib/transliterate's folding changes (the folding lives in TypeScript, so no SQL migration can).
CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);

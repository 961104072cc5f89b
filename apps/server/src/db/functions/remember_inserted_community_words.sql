-- Trigger: the words of an INSERT's member or list keys join community_search_words (migration 0047), for the
-- whole statement at once. Off while db/search-keys.ts rebuilds the lists (mfi.search_words_rebuild).
CREATE OR REPLACE FUNCTION remember_inserted_community_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mfi.search_words_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO community_search_words (variant, word)
  SELECT DISTINCT s.variant, s.word FROM added, search_words_of(added.search_key) s ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

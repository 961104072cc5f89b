-- Trigger: the words of a member's or list's new key join community_search_words, only when the key changed.
-- Words are never removed: a word no key holds any more only finds nothing.
CREATE OR REPLACE FUNCTION remember_updated_community_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mfi.search_words_rebuild', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO community_search_words (variant, word)
  SELECT DISTINCT s.variant, s.word FROM search_words_of(NEW.search_key) s ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

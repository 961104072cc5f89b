-- The words of a search key (3 to 13 letters), each with its one-letter deletions: two words are one typo
-- apart only if one is the other or a deletion of it, or both share a deletion (docs/decisions/008-search.md).
CREATE OR REPLACE FUNCTION search_words_of(p_key text) RETURNS TABLE (variant text, word text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN i = 0 THEN w ELSE overlay(w PLACING '' FROM i FOR 1) END, w
  FROM (SELECT DISTINCT w FROM regexp_split_to_table(p_key, '[^a-z0-9]+') w WHERE length(w) BETWEEN 3 AND 13) words,
       generate_series(0, length(w)) i
$$;

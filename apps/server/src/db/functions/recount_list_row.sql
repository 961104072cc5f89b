-- Trigger: an UPDATE that changed a title's list key (publish, category, Mongolian, genres, year, format,
-- age rating) moves the title from its old keys' counts to its new ones. Row level and only when the key
-- changed: a rating's UPDATE of the title does not fire it. Arguments as count_list_rows'.
CREATE OR REPLACE FUNCTION recount_list_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  keys text := format('t.publish, %s, t.mongolian, t.%I, t.format, t.rating',
    CASE TG_ARGV[1] WHEN '0' THEN '0::smallint' ELSE 't.' || quote_ident(TG_ARGV[1]) END, TG_ARGV[2]);
BEGIN
  EXECUTE format(
    'UPDATE %I c SET titles = c.titles - 1 FROM (SELECT %s FROM (SELECT ($1).*) t) k (publish, category, mongolian, year, format, rating)
     WHERE (c.publish, c.category, c.mongolian, c.year, c.format, c.rating)
         = (k.publish, k.category, k.mongolian, k.year, k.format, k.rating)
       AND c.genre_id = ANY (array[0] || ($1).genre_ids)', TG_ARGV[0], keys) USING OLD;
  EXECUTE format(
    'INSERT INTO %I AS c (publish, category, mongolian, genre_id, year, format, rating, titles)
     SELECT k.publish, k.category, k.mongolian, g, k.year, k.format, k.rating, 1
     FROM (SELECT %s FROM (SELECT ($1).*) t) k (publish, category, mongolian, year, format, rating),
          unnest(array[0] || ($1).genre_ids) g ORDER BY g
     ON CONFLICT (publish, category, mongolian, genre_id, year, format, rating)
       DO UPDATE SET titles = c.titles + 1', TG_ARGV[0], keys) USING NEW;
  RETURN NULL;
END
$$;

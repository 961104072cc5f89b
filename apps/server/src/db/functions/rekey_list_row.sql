-- Trigger: an UPDATE that changed what a title's places in the catalogue hold (its list key or its title)
-- rewrites them: a new set of genres replaces its rows. A rating changes none of it and does not fire it.
-- Arguments as key_list_rows'.
CREATE OR REPLACE FUNCTION rekey_list_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  category text := CASE TG_ARGV[1] WHEN '0' THEN '0::smallint' ELSE 't.' || quote_ident(TG_ARGV[1]) END;
BEGIN
  EXECUTE format('DELETE FROM %I WHERE title_id = $1', TG_ARGV[0]) USING OLD.id;
  EXECUTE format(
    'INSERT INTO %I (title_id, genre_id, publish, category, mongolian, format, rating, year, i_title)
     SELECT t.id, g, t.publish, %s, t.mongolian, t.format, t.rating, t.%I, t.i_title
     FROM (SELECT ($1).*) t, unnest(array[0] || t.genre_ids) g', TG_ARGV[0], category, TG_ARGV[2]) USING NEW;
  RETURN NULL;
END
$$;

-- Trigger: an INSERT's titles get their places in the catalogue (movie_list_keys, serial_list_keys: one row
-- for genre 0 and one per genre), a DELETE's lose them. Statement level, so a seed's batch is one insert.
-- Arguments as count_list_rows': the keys table, the title's category column (or 0) and its year column.
CREATE OR REPLACE FUNCTION key_list_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO %I (title_id, genre_id, publish, category, mongolian, format, rating, year, i_title)
       SELECT a.id, g, a.publish, %s, a.mongolian, a.format, a.rating, a.%I, a.i_title
       FROM added a, unnest(array[0] || a.genre_ids) g', TG_ARGV[0],
      CASE TG_ARGV[1] WHEN '0' THEN '0::smallint' ELSE 'a.' || quote_ident(TG_ARGV[1]) END, TG_ARGV[2]);
  ELSE
    EXECUTE format('DELETE FROM %I k USING removed r WHERE k.title_id = r.id', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;

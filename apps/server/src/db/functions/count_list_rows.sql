-- Trigger: an INSERT's or a DELETE's titles move the counts of their list keys (movie_list_counts,
-- serial_list_counts: db/schema), each title in its key's genre-0 row and in one row per genre it has.
-- Statement level, so a seed's batch is one upsert. Arguments: the counts table, the title's category
-- column (or 0: serials have none) and its year column.
CREATE OR REPLACE FUNCTION count_list_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  keys text := format('a.publish, %s, a.mongolian, g, a.%I, a.format, a.rating',
    CASE TG_ARGV[1] WHEN '0' THEN '0::smallint' ELSE 'a.' || quote_ident(TG_ARGV[1]) END, TG_ARGV[2]);
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO %I AS c (publish, category, mongolian, genre_id, year, format, rating, titles)
       SELECT %s, count(*) FROM added a, unnest(array[0] || a.genre_ids) g
       GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
       ON CONFLICT (publish, category, mongolian, genre_id, year, format, rating)
         DO UPDATE SET titles = c.titles + excluded.titles', TG_ARGV[0], keys);
  ELSE
    EXECUTE format(
      'UPDATE %I c SET titles = c.titles - r.titles
       FROM (SELECT %s, count(*) AS titles FROM removed a, unnest(array[0] || a.genre_ids) g
             GROUP BY 1, 2, 3, 4, 5, 6, 7) r (publish, category, mongolian, genre_id, year, format, rating, titles)
       WHERE (c.publish, c.category, c.mongolian, c.genre_id, c.year, c.format, c.rating)
           = (r.publish, r.category, r.mongolian, r.genre_id, r.year, r.format, r.rating)', TG_ARGV[0], keys);
  END IF;
  RETURN NULL;
END
$$;

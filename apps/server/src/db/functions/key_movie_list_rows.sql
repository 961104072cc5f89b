-- Trigger: an INSERT's movies get their places in the catalogue (movie_list_keys: one row for genre 0 and
-- one per genre), a DELETE's lose them. Statement level, so a seed's batch is one insert.
CREATE OR REPLACE FUNCTION key_movie_list_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO movie_list_keys (movie_id, genre_id, publish, category, mongolian, format, rating, year, i_title)
    SELECT a.id, g, a.publish, a.category, a.mongolian, a.format, a.rating, a.year, a.i_title
    FROM added a, unnest(array[0] || a.genre_ids) g;
  ELSE
    DELETE FROM movie_list_keys k USING removed r WHERE k.movie_id = r.id;
  END IF;
  RETURN NULL;
END
$$;

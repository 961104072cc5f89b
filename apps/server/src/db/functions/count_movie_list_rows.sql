-- Trigger: an INSERT's or a DELETE's movies move the counts of their list keys (db/schema/movies.ts
-- movieListCounts), each movie in its key's genre-0 row and in one row per genre it has. Statement level,
-- so a seed's batch is one upsert.
CREATE OR REPLACE FUNCTION count_movie_list_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO movie_list_counts AS c (publish, category, mongolian, genre_id, year, format, rating, movies)
    SELECT a.publish, a.category, a.mongolian, g, a.year, a.format, a.rating, count(*)
    FROM added a, unnest(array[0] || a.genre_ids) g
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (publish, category, mongolian, genre_id, year, format, rating)
      DO UPDATE SET movies = c.movies + excluded.movies;
  ELSE
    UPDATE movie_list_counts c SET movies = c.movies - r.movies
    FROM (SELECT a.publish, a.category, a.mongolian, g AS genre_id, a.year, a.format, a.rating, count(*) AS movies
          FROM removed a, unnest(array[0] || a.genre_ids) g GROUP BY 1, 2, 3, 4, 5, 6, 7) r
    WHERE (c.publish, c.category, c.mongolian, c.genre_id, c.year, c.format, c.rating)
        = (r.publish, r.category, r.mongolian, r.genre_id, r.year, r.format, r.rating);
  END IF;
  RETURN NULL;
END
$$;

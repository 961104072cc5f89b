-- Trigger: an UPDATE that changed a movie's list key (publish, category, Mongolian, genres, year, format,
-- age rating) moves the movie from its old keys' counts to its new ones. Row level and only when the key
-- changed: a rating's UPDATE of the movie does not fire it.
CREATE OR REPLACE FUNCTION recount_movie_list_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE movie_list_counts c SET movies = c.movies - 1
  WHERE (c.publish, c.category, c.mongolian, c.year, c.format, c.rating)
      = (OLD.publish, OLD.category, OLD.mongolian, OLD.year, OLD.format, OLD.rating)
    AND c.genre_id = ANY (array[0] || OLD.genre_ids);
  INSERT INTO movie_list_counts AS c (publish, category, mongolian, genre_id, year, format, rating, movies)
  SELECT NEW.publish, NEW.category, NEW.mongolian, g, NEW.year, NEW.format, NEW.rating, 1
  FROM unnest(array[0] || NEW.genre_ids) g ORDER BY g
  ON CONFLICT (publish, category, mongolian, genre_id, year, format, rating)
    DO UPDATE SET movies = c.movies + 1;
  RETURN NULL;
END
$$;

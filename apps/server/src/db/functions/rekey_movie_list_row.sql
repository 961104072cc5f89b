-- Trigger: an UPDATE that changed what a movie's places in the catalogue hold (its list key or its title)
-- rewrites them; a new set of genres replaces its rows. A rating changes none of it and does not fire it.
CREATE OR REPLACE FUNCTION rekey_movie_list_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.genre_ids IS DISTINCT FROM NEW.genre_ids THEN
    DELETE FROM movie_list_keys WHERE movie_id = OLD.id;
    INSERT INTO movie_list_keys (movie_id, genre_id, publish, category, mongolian, format, rating, year, i_title)
    SELECT NEW.id, g, NEW.publish, NEW.category, NEW.mongolian, NEW.format, NEW.rating, NEW.year, NEW.i_title
    FROM unnest(array[0] || NEW.genre_ids) g;
  ELSE
    UPDATE movie_list_keys SET publish = NEW.publish, category = NEW.category, mongolian = NEW.mongolian,
      format = NEW.format, rating = NEW.rating, year = NEW.year, i_title = NEW.i_title
    WHERE movie_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;

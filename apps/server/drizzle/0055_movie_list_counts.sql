-- The catalogue's totals from kept counts (docs/decisions/030-catalogue-totals-from-kept-counts.md).
CREATE TABLE "movie_list_counts" (
	"publish" boolean NOT NULL,
	"category" smallint NOT NULL,
	"mongolian" boolean NOT NULL,
	"genre_id" integer NOT NULL,
	"year" integer NOT NULL,
	"format" smallint NOT NULL,
	"rating" smallint NOT NULL,
	"movies" integer NOT NULL,
	CONSTRAINT "movie_list_counts_publish_category_mongolian_genre_id_year_format_rating_pk" PRIMARY KEY("publish","category","mongolian","genre_id","year","format","rating")
);--> statement-breakpoint
INSERT INTO "movie_list_counts" ("publish", "category", "mongolian", "genre_id", "year", "format", "rating", "movies")
SELECT m."publish", m."category", m."mongolian", g, m."year", m."format", m."rating", count(*)
FROM "movies" m, unnest(array[0] || m."genre_ids") g
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
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
$$;--> statement-breakpoint
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
$$;--> statement-breakpoint
CREATE TRIGGER "movies_list_counts_insert" AFTER INSERT ON "movies" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_movie_list_rows();--> statement-breakpoint
CREATE TRIGGER "movies_list_counts_delete" AFTER DELETE ON "movies" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_movie_list_rows();--> statement-breakpoint
CREATE TRIGGER "movies_list_counts_update" AFTER UPDATE OF "publish", "category", "mongolian", "genre_ids", "year", "format", "rating" ON "movies" FOR EACH ROW
  WHEN ((OLD."publish", OLD."category", OLD."mongolian", OLD."genre_ids", OLD."year", OLD."format", OLD."rating")
    IS DISTINCT FROM (NEW."publish", NEW."category", NEW."mongolian", NEW."genre_ids", NEW."year", NEW."format", NEW."rating"))
  EXECUTE FUNCTION recount_movie_list_row();

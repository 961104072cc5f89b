-- A movie's places in the catalogue, one row per list key, kept by triggers (decision 030).
CREATE TABLE "movie_list_keys" (
	"movie_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"publish" boolean NOT NULL,
	"category" smallint NOT NULL,
	"mongolian" boolean NOT NULL,
	"format" smallint NOT NULL,
	"rating" smallint NOT NULL,
	"year" integer NOT NULL,
	"i_title" text NOT NULL,
	CONSTRAINT "movie_list_keys_movie_id_genre_id_pk" PRIMARY KEY("movie_id","genre_id")
);--> statement-breakpoint
INSERT INTO "movie_list_keys" SELECT m."id", g, m."publish", m."category", m."mongolian", m."format", m."rating", m."year", m."i_title"
FROM "movies" m, unnest(array[0] || m."genre_ids") g;--> statement-breakpoint
-- The year and title sorts (a backward scan serves the other direction of each), with the filtered columns.
CREATE INDEX "movie_list_keys_year_idx" ON "movie_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "year", "movie_id") INCLUDE ("format", "rating");--> statement-breakpoint
CREATE INDEX "movie_list_keys_title_idx" ON "movie_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "i_title", "movie_id") INCLUDE ("format", "rating", "year");--> statement-breakpoint
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
$$;--> statement-breakpoint
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
$$;--> statement-breakpoint
CREATE TRIGGER "movies_list_keys_insert" AFTER INSERT ON "movies" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION key_movie_list_rows();--> statement-breakpoint
CREATE TRIGGER "movies_list_keys_delete" AFTER DELETE ON "movies" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION key_movie_list_rows();--> statement-breakpoint
CREATE TRIGGER "movies_list_keys_update" AFTER UPDATE OF "publish", "category", "mongolian", "genre_ids", "year", "format", "rating", "i_title" ON "movies" FOR EACH ROW
  WHEN ((OLD."publish", OLD."category", OLD."mongolian", OLD."genre_ids", OLD."year", OLD."format", OLD."rating", OLD."i_title")
    IS DISTINCT FROM (NEW."publish", NEW."category", NEW."mongolian", NEW."genre_ids", NEW."year", NEW."format", NEW."rating", NEW."i_title"))
  EXECUTE FUNCTION rekey_movie_list_row();

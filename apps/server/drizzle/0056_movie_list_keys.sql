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
	"audience_grade" real,
	"watched_count" integer NOT NULL,
	"i_title" text NOT NULL,
	CONSTRAINT "movie_list_keys_movie_id_genre_id_pk" PRIMARY KEY("movie_id","genre_id")
);--> statement-breakpoint
INSERT INTO "movie_list_keys" SELECT m."id", g, m."publish", m."category", m."mongolian", m."format", m."rating", m."year",
  m."audience_grade", m."watched_count", m."i_title"
FROM "movies" m, unnest(array[0] || m."genre_ids") g;--> statement-breakpoint
-- One index per sort (the catalogue's eight orders; a backward scan serves the other direction of each but
-- the grade's, whose nulls come last both ways), each with the filtered columns the keys hold.
CREATE INDEX "movie_list_keys_year_idx" ON "movie_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "year", "movie_id") INCLUDE ("format", "rating");--> statement-breakpoint
CREATE INDEX "movie_list_keys_audience_idx" ON "movie_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "audience_grade", "movie_id") INCLUDE ("format", "rating", "year");--> statement-breakpoint
CREATE INDEX "movie_list_keys_audience_desc_idx" ON "movie_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "audience_grade" DESC NULLS LAST, "movie_id" DESC) INCLUDE ("format", "rating", "year");--> statement-breakpoint
CREATE INDEX "movie_list_keys_watched_idx" ON "movie_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "watched_count", "movie_id") INCLUDE ("format", "rating", "year");--> statement-breakpoint
CREATE INDEX "movie_list_keys_title_idx" ON "movie_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "i_title", "movie_id") INCLUDE ("format", "rating", "year");--> statement-breakpoint
CREATE OR REPLACE FUNCTION key_movie_list_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO movie_list_keys (movie_id, genre_id, publish, category, mongolian, format, rating, year,
      audience_grade, watched_count, i_title)
    SELECT a.id, g, a.publish, a.category, a.mongolian, a.format, a.rating, a.year,
      a.audience_grade, a.watched_count, a.i_title
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
    INSERT INTO movie_list_keys (movie_id, genre_id, publish, category, mongolian, format, rating, year,
      audience_grade, watched_count, i_title)
    SELECT NEW.id, g, NEW.publish, NEW.category, NEW.mongolian, NEW.format, NEW.rating, NEW.year,
      NEW.audience_grade, NEW.watched_count, NEW.i_title
    FROM unnest(array[0] || NEW.genre_ids) g;
  ELSE
    UPDATE movie_list_keys SET publish = NEW.publish, category = NEW.category, mongolian = NEW.mongolian,
      format = NEW.format, rating = NEW.rating, year = NEW.year, audience_grade = NEW.audience_grade,
      watched_count = NEW.watched_count, i_title = NEW.i_title
    WHERE movie_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "movies_list_keys_insert" AFTER INSERT ON "movies" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION key_movie_list_rows();--> statement-breakpoint
CREATE TRIGGER "movies_list_keys_delete" AFTER DELETE ON "movies" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION key_movie_list_rows();--> statement-breakpoint
CREATE TRIGGER "movies_list_keys_update" AFTER UPDATE OF "publish", "category", "mongolian", "genre_ids", "year", "format", "rating", "audience_grade", "watched_count", "i_title" ON "movies" FOR EACH ROW
  WHEN ((OLD."publish", OLD."category", OLD."mongolian", OLD."genre_ids", OLD."year", OLD."format", OLD."rating", OLD."audience_grade", OLD."watched_count", OLD."i_title")
    IS DISTINCT FROM (NEW."publish", NEW."category", NEW."mongolian", NEW."genre_ids", NEW."year", NEW."format", NEW."rating", NEW."audience_grade", NEW."watched_count", NEW."i_title"))
  EXECUTE FUNCTION rekey_movie_list_row();

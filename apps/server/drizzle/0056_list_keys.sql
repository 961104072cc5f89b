-- The titles' places in their catalogues, one row per list key, kept by triggers (decision 030). Each has an
-- index for the year and one for the title order (a backward scan serves the other direction of each).
CREATE TABLE "movie_list_keys" (
	"title_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"publish" boolean NOT NULL,
	"category" smallint NOT NULL,
	"mongolian" boolean NOT NULL,
	"format" smallint NOT NULL,
	"rating" smallint NOT NULL,
	"year" integer NOT NULL,
	"i_title" text NOT NULL,
	CONSTRAINT "movie_list_keys_title_id_genre_id_pk" PRIMARY KEY("title_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "serial_list_keys" (
	"title_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"publish" boolean NOT NULL,
	"category" smallint NOT NULL,
	"mongolian" boolean NOT NULL,
	"format" smallint NOT NULL,
	"rating" smallint NOT NULL,
	"year" integer NOT NULL,
	"i_title" text NOT NULL,
	CONSTRAINT "serial_list_keys_title_id_genre_id_pk" PRIMARY KEY("title_id","genre_id")
);--> statement-breakpoint
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
$$;--> statement-breakpoint
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
$$;--> statement-breakpoint
INSERT INTO "movie_list_keys" SELECT t."id", g, t."publish", t."category", t."mongolian", t."format", t."rating", t."year", t."i_title"
FROM "movies" t, unnest(array[0] || t."genre_ids") g;--> statement-breakpoint
CREATE INDEX "movie_list_keys_year_idx" ON "movie_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "year", "title_id") INCLUDE ("format", "rating");--> statement-breakpoint
CREATE INDEX "movie_list_keys_title_idx" ON "movie_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "i_title", "title_id") INCLUDE ("format", "rating", "year");--> statement-breakpoint
CREATE TRIGGER "movies_list_keys_insert" AFTER INSERT ON "movies" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION key_list_rows('movie_list_keys', 'category', 'year');--> statement-breakpoint
CREATE TRIGGER "movies_list_keys_delete" AFTER DELETE ON "movies" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION key_list_rows('movie_list_keys', 'category', 'year');--> statement-breakpoint
CREATE TRIGGER "movies_list_keys_update" AFTER UPDATE OF "publish", "category", "mongolian", "genre_ids", "year", "format", "rating", "i_title" ON "movies" FOR EACH ROW
  WHEN ((OLD."publish", OLD."category", OLD."mongolian", OLD."genre_ids", OLD."year", OLD."format", OLD."rating", OLD."i_title")
    IS DISTINCT FROM (NEW."publish", NEW."category", NEW."mongolian", NEW."genre_ids", NEW."year", NEW."format", NEW."rating", NEW."i_title"))
  EXECUTE FUNCTION rekey_list_row('movie_list_keys', 'category', 'year');--> statement-breakpoint
INSERT INTO "serial_list_keys" SELECT t."id", g, t."publish", 0, t."mongolian", t."format", t."rating", t."released_year", t."i_title"
FROM "serials" t, unnest(array[0] || t."genre_ids") g;--> statement-breakpoint
CREATE INDEX "serial_list_keys_year_idx" ON "serial_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "year", "title_id") INCLUDE ("format", "rating");--> statement-breakpoint
CREATE INDEX "serial_list_keys_title_idx" ON "serial_list_keys" USING btree ("publish", "category", "mongolian", "genre_id", "i_title", "title_id") INCLUDE ("format", "rating", "year");--> statement-breakpoint
CREATE TRIGGER "serials_list_keys_insert" AFTER INSERT ON "serials" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION key_list_rows('serial_list_keys', '0', 'released_year');--> statement-breakpoint
CREATE TRIGGER "serials_list_keys_delete" AFTER DELETE ON "serials" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION key_list_rows('serial_list_keys', '0', 'released_year');--> statement-breakpoint
CREATE TRIGGER "serials_list_keys_update" AFTER UPDATE OF "publish", "mongolian", "genre_ids", "released_year", "format", "rating", "i_title" ON "serials" FOR EACH ROW
  WHEN ((OLD."publish", OLD."mongolian", OLD."genre_ids", OLD."released_year", OLD."format", OLD."rating", OLD."i_title")
    IS DISTINCT FROM (NEW."publish", NEW."mongolian", NEW."genre_ids", NEW."released_year", NEW."format", NEW."rating", NEW."i_title"))
  EXECUTE FUNCTION rekey_list_row('serial_list_keys', '0', 'released_year');

-- The catalogues' totals from kept counts (docs/decisions/030-catalogue-totals-from-kept-counts.md).
CREATE TABLE "movie_list_counts" (
	"publish" boolean NOT NULL,
	"category" smallint NOT NULL,
	"mongolian" boolean NOT NULL,
	"genre_id" integer NOT NULL,
	"year" integer NOT NULL,
	"format" smallint NOT NULL,
	"rating" smallint NOT NULL,
	"titles" integer NOT NULL,
	CONSTRAINT "movie_list_counts_publish_category_mongolian_genre_id_year_format_rating_pk" PRIMARY KEY("publish","category","mongolian","genre_id","year","format","rating")
);
--> statement-breakpoint
CREATE TABLE "serial_list_counts" (
	"publish" boolean NOT NULL,
	"category" smallint NOT NULL,
	"mongolian" boolean NOT NULL,
	"genre_id" integer NOT NULL,
	"year" integer NOT NULL,
	"format" smallint NOT NULL,
	"rating" smallint NOT NULL,
	"titles" integer NOT NULL,
	CONSTRAINT "serial_list_counts_publish_category_mongolian_genre_id_year_format_rating_pk" PRIMARY KEY("publish","category","mongolian","genre_id","year","format","rating")
);
--> statement-breakpoint
INSERT INTO "movie_list_counts" ("publish", "category", "mongolian", "genre_id", "year", "format", "rating", "titles")
SELECT t."publish", t."category", t."mongolian", g, t."year", t."format", t."rating", count(*)
FROM "movies" t, unnest(array[0] || t."genre_ids") g
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "serial_list_counts" ("publish", "category", "mongolian", "genre_id", "year", "format", "rating", "titles")
SELECT t."publish", 0, t."mongolian", g, t."released_year", t."format", t."rating", count(*)
FROM "serials" t, unnest(array[0] || t."genre_ids") g
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
-- A total is a sum read from the index alone (the primary key's own index would fetch every row's count).
CREATE INDEX "movie_list_counts_sum_idx" ON "movie_list_counts" USING btree ("publish", "category", "mongolian", "genre_id", "year", "format", "rating") INCLUDE ("titles");--> statement-breakpoint
CREATE INDEX "serial_list_counts_sum_idx" ON "serial_list_counts" USING btree ("publish", "category", "mongolian", "genre_id", "year", "format", "rating") INCLUDE ("titles");--> statement-breakpoint
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION recount_list_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  keys text := format('t.publish, %s, t.mongolian, t.%I, t.format, t.rating',
    CASE TG_ARGV[1] WHEN '0' THEN '0::smallint' ELSE 't.' || quote_ident(TG_ARGV[1]) END, TG_ARGV[2]);
BEGIN
  EXECUTE format(
    'UPDATE %I c SET titles = c.titles - 1 FROM (SELECT %s FROM (SELECT ($1).*) t) k (publish, category, mongolian, year, format, rating)
     WHERE (c.publish, c.category, c.mongolian, c.year, c.format, c.rating)
         = (k.publish, k.category, k.mongolian, k.year, k.format, k.rating)
       AND c.genre_id = ANY (array[0] || ($1).genre_ids)', TG_ARGV[0], keys) USING OLD;
  EXECUTE format(
    'INSERT INTO %I AS c (publish, category, mongolian, genre_id, year, format, rating, titles)
     SELECT k.publish, k.category, k.mongolian, g, k.year, k.format, k.rating, 1
     FROM (SELECT %s FROM (SELECT ($1).*) t) k (publish, category, mongolian, year, format, rating),
          unnest(array[0] || ($1).genre_ids) g ORDER BY g
     ON CONFLICT (publish, category, mongolian, genre_id, year, format, rating)
       DO UPDATE SET titles = c.titles + 1', TG_ARGV[0], keys) USING NEW;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "movies_list_counts_insert" AFTER INSERT ON "movies" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('movie_list_counts', 'category', 'year');--> statement-breakpoint
CREATE TRIGGER "movies_list_counts_delete" AFTER DELETE ON "movies" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('movie_list_counts', 'category', 'year');--> statement-breakpoint
CREATE TRIGGER "movies_list_counts_update" AFTER UPDATE OF "publish", "category", "mongolian", "genre_ids", "year", "format", "rating" ON "movies" FOR EACH ROW
  WHEN ((OLD."publish", OLD."category", OLD."mongolian", OLD."genre_ids", OLD."year", OLD."format", OLD."rating")
    IS DISTINCT FROM (NEW."publish", NEW."category", NEW."mongolian", NEW."genre_ids", NEW."year", NEW."format", NEW."rating"))
  EXECUTE FUNCTION recount_list_row('movie_list_counts', 'category', 'year');--> statement-breakpoint
CREATE TRIGGER "serials_list_counts_insert" AFTER INSERT ON "serials" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('serial_list_counts', '0', 'released_year');--> statement-breakpoint
CREATE TRIGGER "serials_list_counts_delete" AFTER DELETE ON "serials" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('serial_list_counts', '0', 'released_year');--> statement-breakpoint
CREATE TRIGGER "serials_list_counts_update" AFTER UPDATE OF "publish", "mongolian", "genre_ids", "released_year", "format", "rating" ON "serials" FOR EACH ROW
  WHEN ((OLD."publish", OLD."mongolian", OLD."genre_ids", OLD."released_year", OLD."format", OLD."rating")
    IS DISTINCT FROM (NEW."publish", NEW."mongolian", NEW."genre_ids", NEW."released_year", NEW."format", NEW."rating"))
  EXECUTE FUNCTION recount_list_row('serial_list_counts', '0', 'released_year');

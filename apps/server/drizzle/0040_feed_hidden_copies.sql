ALTER TABLE "user_actions" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The copies of the actions already written (decision 015): from their movies, and from their episodes,
-- seasons and serials.
UPDATE "user_actions" a SET "hidden" = true FROM "movies" m WHERE a."movie_id" = m."id" AND NOT m."publish";
--> statement-breakpoint
UPDATE "user_actions" a SET "hidden" = true
  FROM "episodes" e JOIN "seasons" se ON se."id" = e."season_id" JOIN "serials" s ON s."id" = se."serial_id"
 WHERE a."episode_id" = e."id" AND NOT (e."publish" AND se."publish" AND s."publish");

ALTER TABLE "movies" ADD COLUMN "critic_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "audience_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint

-- Every movie's figures from its ratings, sums included (the fake grades of unrated scale movies go).
UPDATE movies m SET
  critic_sum = coalesce(s.critic_sum, 0), critic_count = coalesce(s.critic_count, 0), critic_grade = s.critic_grade,
  audience_sum = coalesce(s.audience_sum, 0), audience_count = coalesce(s.audience_count, 0), audience_grade = s.audience_grade
FROM movies m2 LEFT JOIN (
  SELECT movie_id,
         sum(grade) FILTER (WHERE critic) AS critic_sum, count(*) FILTER (WHERE critic)::int AS critic_count, avg(grade) FILTER (WHERE critic)::real AS critic_grade,
         sum(grade) FILTER (WHERE NOT critic) AS audience_sum, count(*) FILTER (WHERE NOT critic)::int AS audience_count, avg(grade) FILTER (WHERE NOT critic)::real AS audience_grade
  FROM movie_reviews GROUP BY movie_id
) s ON s.movie_id = m2.id
WHERE m.id = m2.id
  AND (m.critic_count, m.audience_count, m.critic_grade, m.audience_grade, m.critic_sum, m.audience_sum)
      IS DISTINCT FROM (coalesce(s.critic_count, 0), coalesce(s.audience_count, 0), s.critic_grade, s.audience_grade, coalesce(s.critic_sum, 0), coalesce(s.audience_sum, 0));
--> statement-breakpoint

-- The figures of one movie from all its ratings, under the movie's row lock (deletes, seeds).
CREATE OR REPLACE FUNCTION recompute_movie_grades(p_movie_id integer, watched_delta integer DEFAULT 0) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE movies m SET
    critic_sum = s.critic_sum, critic_count = s.critic_count, critic_grade = s.critic_grade,
    audience_sum = s.audience_sum, audience_count = s.audience_count, audience_grade = s.audience_grade,
    watched_count = greatest(m.watched_count + watched_delta, 0)
  FROM (
    SELECT coalesce(sum(grade) FILTER (WHERE critic), 0) AS critic_sum, count(*) FILTER (WHERE critic)::int AS critic_count,
           avg(grade) FILTER (WHERE critic)::real AS critic_grade,
           coalesce(sum(grade) FILTER (WHERE NOT critic), 0) AS audience_sum, count(*) FILTER (WHERE NOT critic)::int AS audience_count,
           avg(grade) FILTER (WHERE NOT critic)::real AS audience_grade
    FROM movie_reviews WHERE movie_id = p_movie_id
  ) s
  WHERE m.id = p_movie_id;
END
$$;
--> statement-breakpoint

-- Moves a movie's sums, counts and watched count by a write's differences and sets the averages from
-- them, in one update computed from the row version it updates: concurrent writers of one movie each
-- add their own difference, exactly (rate_movie, and the rating delete in movie-reviews.service.ts).
CREATE FUNCTION move_movie_grades(p_movie_id integer, p_critic_sum integer, p_critic_count integer, p_audience_sum integer, p_audience_count integer, p_watched integer)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE movies SET
    critic_sum = critic_sum + p_critic_sum, critic_count = critic_count + p_critic_count,
    critic_grade = ((critic_sum + p_critic_sum)::numeric / nullif(critic_count + p_critic_count, 0))::real,
    audience_sum = audience_sum + p_audience_sum, audience_count = audience_count + p_audience_count,
    audience_grade = ((audience_sum + p_audience_sum)::numeric / nullif(audience_count + p_audience_count, 0))::real,
    watched_count = greatest(watched_count + p_watched, 0)
  WHERE id = p_movie_id;
END
$$;
--> statement-breakpoint

-- A rating moves the movie's sums and counts by its own difference: no lock on the movie before the
-- write and no average over every rating of the movie (a title with 10,000 ratings cost as much as
-- reading them all). Exact under concurrency: the final UPDATE computes from the row version it updates
-- (READ COMMITTED re-reads a row changed by a concurrent writer), and a user's own earlier rating is
-- read under its row lock, so two saves of one user serialize. A first rating is an INSERT that waits on
-- the unique index for a concurrent first rating of the same user, then finds it and edits it instead.
CREATE OR REPLACE FUNCTION rate_movie(p_movie_id integer, p_movie_slug text, p_user_id integer, p_grade integer, p_review text, p_spoiler boolean, p_critic boolean)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  found_id integer;
  published boolean;
  saved_id integer;
  old_grade integer;
  old_critic boolean;
  watched_delta integer;
BEGIN
  -- This transaction's commit does not wait for its WAL to reach the disk (migration 0024).
  PERFORM set_config('synchronous_commit', 'off', true);
  IF p_movie_id IS NOT NULL THEN
    SELECT id, publish INTO found_id, published FROM movies WHERE id = p_movie_id;
  ELSE
    SELECT id, publish INTO found_id, published FROM movies WHERE slug = p_movie_slug;
  END IF;
  IF found_id IS NULL OR NOT published THEN
    RETURN NULL;
  END IF;
  INSERT INTO movie_reviews (movie_id, user_id, grade, review, spoiler, critic)
  VALUES (found_id, p_user_id, p_grade, p_review, p_spoiler, p_critic)
  ON CONFLICT (movie_id, user_id) DO NOTHING
  RETURNING id INTO saved_id;
  IF saved_id IS NULL THEN
    SELECT grade, critic INTO old_grade, old_critic FROM movie_reviews
    WHERE movie_id = found_id AND user_id = p_user_id FOR UPDATE;
    IF FOUND THEN
      UPDATE movie_reviews SET grade = p_grade, review = p_review, spoiler = p_spoiler, critic = p_critic, updated_at = now()
      WHERE movie_id = found_id AND user_id = p_user_id;
    ELSE
      -- Deleted by the same user between our INSERT and this SELECT: a first rating after all.
      INSERT INTO movie_reviews (movie_id, user_id, grade, review, spoiler, critic)
      VALUES (found_id, p_user_id, p_grade, p_review, p_spoiler, p_critic);
    END IF;
  END IF;
  INSERT INTO movie_user_flags (movie_id, user_id, watched) VALUES (found_id, p_user_id, true)
  ON CONFLICT (movie_id, user_id) DO UPDATE SET watched = true, watch = false, watching = false, updated_at = now()
    WHERE NOT movie_user_flags.watched;
  GET DIAGNOSTICS watched_delta = ROW_COUNT;
  PERFORM move_movie_grades(found_id,
    CASE WHEN p_critic THEN p_grade ELSE 0 END - CASE WHEN old_critic THEN old_grade ELSE 0 END,
    p_critic::int - coalesce(old_critic::int, 0),
    CASE WHEN p_critic THEN 0 ELSE p_grade END - CASE WHEN NOT old_critic THEN old_grade ELSE 0 END,
    (NOT p_critic)::int - coalesce((NOT old_critic)::int, 0),
    watched_delta);
  RETURN found_id;
END
$$;

-- A movie rating in one call (docs/decisions/005): the rating write was eight statements, each a round
-- trip that costs the server and PostgreSQL more CPU than the statement itself. A VOLATILE plpgsql
-- function takes a new snapshot for each statement, so after it has locked the movie row the recompute
-- sees every rating committed before: the grades stay exact under concurrent writers of one title.

-- Critic and audience grades and counts from the movie's ratings, and watched_count moved by
-- `watched_delta`: one update of the movie row (every update of it writes an entry into its 16 indexes).
CREATE FUNCTION recompute_movie_grades(p_movie_id integer, watched_delta integer DEFAULT 0) RETURNS void
LANGUAGE sql AS $$
  UPDATE movies m SET
    critic_grade = s.critic_grade, critic_count = s.critic_count,
    audience_grade = s.audience_grade, audience_count = s.audience_count,
    watched_count = greatest(m.watched_count + watched_delta, 0)
  FROM (
    SELECT avg(grade) FILTER (WHERE critic)::real AS critic_grade, count(*) FILTER (WHERE critic)::int AS critic_count,
           avg(grade) FILTER (WHERE NOT critic)::real AS audience_grade, count(*) FILTER (WHERE NOT critic)::int AS audience_count
    FROM movie_reviews WHERE movie_id = p_movie_id
  ) s
  WHERE m.id = p_movie_id
$$;
--> statement-breakpoint

-- Saves the user's rating of a published movie (by id, or by slug when the id is null), marks the movie
-- watched (ending "to watch" and "watching") and recomputes its figures. Answers the movie id, or null
-- when the movie is missing or unpublished (nothing written).
CREATE FUNCTION rate_movie(p_movie_id integer, p_movie_slug text, p_user_id integer, p_grade integer, p_review text, p_spoiler boolean, p_critic boolean)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  found_id integer;
  published boolean;
  watched_delta integer;
BEGIN
  IF p_movie_id IS NOT NULL THEN
    SELECT id, publish INTO found_id, published FROM movies WHERE id = p_movie_id FOR UPDATE;
  ELSE
    SELECT id, publish INTO found_id, published FROM movies WHERE slug = p_movie_slug FOR UPDATE;
  END IF;
  IF found_id IS NULL OR NOT published THEN
    RETURN NULL;
  END IF;
  INSERT INTO movie_reviews (movie_id, user_id, grade, review, spoiler, critic)
  VALUES (found_id, p_user_id, p_grade, p_review, p_spoiler, p_critic)
  ON CONFLICT (movie_id, user_id) DO UPDATE
    SET grade = excluded.grade, review = excluded.review, spoiler = excluded.spoiler, critic = excluded.critic, updated_at = now();
  INSERT INTO movie_user_flags (movie_id, user_id, watched) VALUES (found_id, p_user_id, true)
  ON CONFLICT (movie_id, user_id) DO UPDATE SET watched = true, watch = false, watching = false, updated_at = now()
    WHERE NOT movie_user_flags.watched;
  GET DIAGNOSTICS watched_delta = ROW_COUNT;
  PERFORM recompute_movie_grades(found_id, watched_delta);
  RETURN found_id;
END
$$;

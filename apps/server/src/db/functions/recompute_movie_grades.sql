-- The figures of one movie from all its ratings (seeds): sums, counts, averages; watched_delta moves the
-- watched count.
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

-- recompute_movie_grades in plpgsql: a LANGUAGE sql function that cannot be inlined (an UPDATE) is parsed and
-- planned again on every call, while plpgsql keeps its statements' plans for the session. Planning the
-- UPDATE of the movies row (16 indexes) was a third of a rating's database work: pgbench on rate_movie,
-- 3 clients, 2,500-2,700 ratings a second before, 3,300-3,600 after (docs/decisions/005).
CREATE OR REPLACE FUNCTION recompute_movie_grades(p_movie_id integer, watched_delta integer DEFAULT 0) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE movies m SET
    critic_grade = s.critic_grade, critic_count = s.critic_count,
    audience_grade = s.audience_grade, audience_count = s.audience_count,
    watched_count = greatest(m.watched_count + watched_delta, 0)
  FROM (
    SELECT avg(grade) FILTER (WHERE critic)::real AS critic_grade, count(*) FILTER (WHERE critic)::int AS critic_count,
           avg(grade) FILTER (WHERE NOT critic)::real AS audience_grade, count(*) FILTER (WHERE NOT critic)::int AS audience_count
    FROM movie_reviews WHERE movie_id = p_movie_id
  ) s
  WHERE m.id = p_movie_id;
END
$$;

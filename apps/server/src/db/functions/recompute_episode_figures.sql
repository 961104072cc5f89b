-- An episode's critic and audience figures from its ratings (rate_episode, and the TypeScript writes:
-- publish, delete, seeds).
CREATE OR REPLACE FUNCTION recompute_episode_figures(p_episode_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE episodes e SET
    critic_grade = s.critic_grade, critic_count = s.critic_count,
    audience_grade = s.audience_grade, audience_count = s.audience_count
  FROM (
    SELECT avg(grade) FILTER (WHERE critic)::real AS critic_grade, count(*) FILTER (WHERE critic)::int AS critic_count,
           avg(grade) FILTER (WHERE NOT critic)::real AS audience_grade, count(*) FILTER (WHERE NOT critic)::int AS audience_count
    FROM episode_reviews WHERE episode_id = p_episode_id
  ) s
  WHERE e.id = p_episode_id;
END
$$;

-- A short message posted in one call: the message and its feed card (user_actions kind 8, the feed's action
-- log, docs/decisions/015-feed.md), atomic as one statement. Like rate_movie, the feed's exception to the
-- after-writes for speed: a post is the social layer's hottest write, and one prepared call saves the
-- transaction's four round trips. Answers the new message's id.
CREATE OR REPLACE FUNCTION post_short_message(p_user_id integer, p_body text)
RETURNS integer
LANGUAGE sql AS $$
  WITH m AS (
    INSERT INTO short_messages (user_id, body) VALUES (p_user_id, p_body) RETURNING id
  ), a AS (
    INSERT INTO user_actions (user_id, kind, target_id, message_id, hidden)
    SELECT p_user_id, 8, m.id, m.id, false FROM m
  )
  SELECT id FROM m
$$;

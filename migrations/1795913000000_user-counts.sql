-- Up Migration
-- How many users there are per combination of the flags the back office's user list filters on
-- (admin, registered, active, subscribed: 16 combinations), kept by statement triggers in the same
-- transaction as every insert, change, delete or truncate of users, so the unsearched list answers
-- its `count` by adding at most 256 small rows instead of counting every user (ADR 082). A
-- transaction's changes land in one of 16 slots (its id modulo 16), so concurrent sign-ups rarely
-- wait for the same counter row; a slot may go below zero, only the sums matter.
CREATE TABLE user_counts (
  slot            smallint NOT NULL,
  is_admin        boolean NOT NULL,
  registered_user boolean NOT NULL,
  is_active       boolean NOT NULL,
  send_offers     boolean NOT NULL,
  n               bigint NOT NULL,
  PRIMARY KEY (is_admin, registered_user, is_active, send_offers, slot)
);

-- One counter row per combination a statement changes (a login or a rename nets to nothing and
-- writes nothing), taken in key order so statements waiting for each other's rows queue rather than
-- deadlock.
CREATE FUNCTION user_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM user_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO user_counts AS c (slot, is_admin, registered_user, is_active, send_offers, n)
    SELECT (txid_current() % 16)::smallint, is_admin, registered_user, is_active, send_offers, count(*)
      FROM new_rows GROUP BY 2, 3, 4, 5 ORDER BY 2, 3, 4, 5
    ON CONFLICT (is_admin, registered_user, is_active, send_offers, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO user_counts AS c (slot, is_admin, registered_user, is_active, send_offers, n)
    SELECT (txid_current() % 16)::smallint, is_admin, registered_user, is_active, send_offers, -count(*)
      FROM old_rows GROUP BY 2, 3, 4, 5 ORDER BY 2, 3, 4, 5
    ON CONFLICT (is_admin, registered_user, is_active, send_offers, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO user_counts AS c (slot, is_admin, registered_user, is_active, send_offers, n)
    SELECT (txid_current() % 16)::smallint, is_admin, registered_user, is_active, send_offers, sum(d)
      FROM (SELECT is_admin, registered_user, is_active, send_offers, 1 AS d FROM new_rows
            UNION ALL
            SELECT is_admin, registered_user, is_active, send_offers, -1 FROM old_rows) changed
     GROUP BY 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 2, 3, 4, 5
    ON CONFLICT (is_admin, registered_user, is_active, send_offers, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_counted_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_follow();
CREATE TRIGGER users_counted_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_follow();
CREATE TRIGGER users_counted_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_follow();
CREATE TRIGGER users_counted_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION user_counts_follow();

INSERT INTO user_counts (slot, is_admin, registered_user, is_active, send_offers, n)
SELECT 0, is_admin, registered_user, is_active, send_offers, count(*) FROM users GROUP BY 2, 3, 4, 5;

-- Down Migration
DROP TRIGGER IF EXISTS users_counted_truncate ON users;
DROP TRIGGER IF EXISTS users_counted_delete ON users;
DROP TRIGGER IF EXISTS users_counted_update ON users;
DROP TRIGGER IF EXISTS users_counted_insert ON users;
DROP FUNCTION IF EXISTS user_counts_follow();
DROP TABLE IF EXISTS user_counts;

-- Up Migration
-- Erasing a customer's account (ADR 085) removes the snapshots of the person from the administrators'
-- audit log; the entries themselves (who changed the account, when, which action) stay. The serving
-- role may only add to and read the audit log, so this one change is a function that runs with its
-- owner's rights and can do nothing else: blank the snapshots of the given users' entries.
CREATE FUNCTION erase_user_audit_snapshots(users uuid[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE audit_log
     SET before = CASE WHEN before IS NULL THEN NULL ELSE '{"erased": true}'::jsonb END,
         after = CASE WHEN after IS NULL THEN NULL ELSE '{"erased": true}'::jsonb END
   WHERE entity_type = 'user' AND entity_id = ANY(users);
$$;

-- Down Migration
DROP FUNCTION IF EXISTS erase_user_audit_snapshots(uuid[]);

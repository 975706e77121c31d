-- Up Migration
-- What administrators changed: who, when, what (action, entity) and the changed fields before and
-- after, written in the same transaction as the change. Read as "the history of entity X, newest
-- first". The actor is kept by id and e-mail without a foreign key, so the history outlives the
-- account. The serving role may only add and read rows (see serving-role.ts).
CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at           timestamptz NOT NULL,
  actor_id     uuid NOT NULL,
  actor_email  text NOT NULL,
  action       text NOT NULL,
  entity_type  text NOT NULL,
  entity_id    uuid NOT NULL,
  before       jsonb,
  after        jsonb,
  CHECK (before IS NOT NULL OR after IS NOT NULL)
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, at DESC, id DESC);

-- Down Migration
DROP TABLE IF EXISTS audit_log;

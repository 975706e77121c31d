import pg from 'pg';

/** Tables the serving role must not see: the migrations' bookkeeping. */
const OWNER_ONLY_TABLES = ['pgmigrations'];

/** Tables the serving role may add to and read but never change or empty: the administrators' audit log. */
const APPEND_ONLY_TABLES = ['audit_log'];

/** Thrown when the role meant to serve requests has more rights than that. */
export class ServingRoleError extends Error {}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Gives `role` what serving requests needs and nothing more: reading and writing the rows of the
 * shop's tables (not the migrations' own; the audit log only read and added to), using their sequences. It owns nothing, so it cannot
 * ALTER, DROP or TRUNCATE a table, and it gets no role attributes. Run as the schema's owner after
 * every migration (new tables get their grants), serialised so processes starting together do not
 * collide.
 */
export async function grantServingRights(ownerUrl: string, role: string): Promise<void> {
  await withClient(ownerUrl, async (client) => {
    const r = client.escapeIdentifier(role);
    await client.query('BEGIN');
    try {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('shop:serving-rights'))");
      const db = (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db;
      // Usually every role may connect and use the public schema already; grant only what is missing
      // (the owner of the tables need not own the database).
      const has = (
        await client.query<{ connect: boolean; usage: boolean }>("SELECT has_database_privilege($1, $2, 'CONNECT') AS connect, has_schema_privilege($1, 'public', 'USAGE') AS usage", [role, db])
      ).rows[0]!;
      if (!has.connect) await client.query(`GRANT CONNECT ON DATABASE ${client.escapeIdentifier(db)} TO ${r}`);
      if (!has.usage) await client.query(`GRANT USAGE ON SCHEMA public TO ${r}`);
      await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r}`);
      await client.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${r}`);
      for (const table of OWNER_ONLY_TABLES) {
        const exists = await client.query('SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = $2', ['public', table]);
        if (exists.rowCount) await client.query(`REVOKE ALL ON TABLE public.${client.escapeIdentifier(table)} FROM ${r}`);
      }
      for (const table of APPEND_ONLY_TABLES) {
        const exists = await client.query('SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = $2', ['public', table]);
        if (exists.rowCount) await client.query(`REVOKE UPDATE, DELETE ON TABLE public.${client.escapeIdentifier(table)} FROM ${r}`);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  });
}

/**
 * The role `url` logs in as, checked to be fit for serving: not a superuser, no right to create
 * roles or databases or to bypass row security, and neither owner (nor member of an owner) of the
 * shop's tables. Otherwise a `ServingRoleError` says what is wrong.
 */
export async function servingRoleOf(url: string, setting: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ role: string; rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean; rolbypassrls: boolean; owns: boolean }>(
      `SELECT current_user AS role, r.rolsuper, r.rolcreaterole, r.rolcreatedb, r.rolbypassrls,
              EXISTS (SELECT 1 FROM pg_tables t WHERE t.schemaname = 'public' AND pg_has_role(current_user, t.tableowner, 'USAGE')) AS owns
         FROM pg_roles r WHERE r.rolname = current_user`,
    );
    const row = rows[0]!;
    const extra = [
      row.rolsuper && 'is a superuser',
      row.rolcreaterole && 'may create roles',
      row.rolcreatedb && 'may create databases',
      row.rolbypassrls && 'bypasses row security',
      row.owns && "owns the shop's tables",
    ].filter(Boolean);
    if (extra.length > 0) {
      throw new ServingRoleError(`${setting} logs in as "${row.role}", which ${extra.join(', ')}: give it a role with only data rights (see "Database roles" in the README).`);
    }
    return row.role;
  });
}

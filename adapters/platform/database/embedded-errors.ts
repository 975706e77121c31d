/** A failure of the embedded Postgres the operator can act on; its message is one line saying what to do. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

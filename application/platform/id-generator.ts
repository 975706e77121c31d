/** Source of identifiers and secrets, so tests can be deterministic. */
export interface IdGenerator {
  /** A new unique id for a stored record (a UUID). */
  newId(): string;
  /** A URL-safe secret from a cryptographically secure source, at least `minLength` characters. */
  secureToken(minLength?: number): string;
}

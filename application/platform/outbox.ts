/**
 * Side effects that must follow a state change (mails, realtime events) are written to the outbox in
 * the same transaction as the change; a dispatcher delivers them afterwards, at least once.
 * Topic `job:<name>` becomes a background job `<name>`; topic `event:<channel>` is published on the event bus.
 */
export type OutboxTopic = `job:${string}` | `event:${string}`;

export interface OutboxMessage {
  topic: OutboxTopic;
  payload: unknown;
}

export interface Outbox {
  add(message: OutboxMessage): Promise<void>;
}

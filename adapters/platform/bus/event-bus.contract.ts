import pino, { type Logger } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusEvent, EventBus } from '../../../application/platform/event-bus.js';

export type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

/** A real pino logger whose lines are kept in memory. */
export function captureLogger(): { logger: Log; lines: { level: number; msg?: string }[] } {
  const lines: { level: number; msg?: string }[] = [];
  return { logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number }) }), lines };
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 10 });

/** Behaviour every EventBus must show; `makeBus` builds a fresh, isolated bus. */
export function describeEventBusContract(name: string, makeBus: (logger: Log) => EventBus | Promise<EventBus>): void {
  describe(`EventBus contract: ${name}`, () => {
    let bus: EventBus | undefined;
    let lines: { level: number; msg?: string }[] = [];
    async function open(): Promise<EventBus> {
      const captured = captureLogger();
      lines = captured.lines;
      bus = await makeBus(captured.logger);
      return bus;
    }
    afterEach(async () => {
      await bus?.close();
      bus = undefined;
    });

    it('delivers an event to every subscriber of its channel and to no other channel', async () => {
      const b = await open();
      const first: BusEvent[] = [];
      const second: BusEvent[] = [];
      const elsewhere: BusEvent[] = [];
      await b.subscribe('orders', (e) => first.push(e));
      await b.subscribe('orders', (e) => second.push(e));
      await b.subscribe('stock', (e) => elsewhere.push(e));
      await b.publish('orders', { type: 'order.paid', data: { orderId: 'o1' } });
      await b.publish('stock', { type: 'stock.low', data: { sku: 's1' } });
      await waitFor(() => expect(elsewhere).toHaveLength(1));
      await waitFor(() => expect(second).toHaveLength(1));
      expect(first).toEqual([{ type: 'order.paid', data: { orderId: 'o1' } }]);
      expect(second).toEqual([{ type: 'order.paid', data: { orderId: 'o1' } }]);
      expect(elsewhere).toEqual([{ type: 'stock.low', data: { sku: 's1' } }]);
    });

    it('delivers twice to the same function subscribed twice, once after one unsubscribes', async () => {
      const b = await open();
      const got: string[] = [];
      const handler = (e: BusEvent) => void got.push(e.type);
      const off = await b.subscribe('c', handler);
      await b.subscribe('c', handler);
      await b.publish('c', { type: 'a', data: null });
      await waitFor(() => expect(got).toEqual(['a', 'a']));
      await off();
      await b.publish('c', { type: 'b', data: null });
      await waitFor(() => expect(got).toEqual(['a', 'a', 'b']));
    });

    it('stops delivering to an unsubscribed handler and keeps the others', async () => {
      const b = await open();
      const gone: string[] = [];
      const kept: string[] = [];
      const off = await b.subscribe('news', (e) => gone.push(e.type));
      await b.subscribe('news', (e) => kept.push(e.type));
      await b.publish('news', { type: 'one', data: 1 });
      await waitFor(() => expect(gone).toEqual(['one']));
      await off();
      await off(); // harmless twice
      await b.publish('news', { type: 'two', data: 2 });
      await waitFor(() => expect(kept).toEqual(['one', 'two']));
      expect(gone).toEqual(['one']);
    });

    it('delivers nothing once a channel has no subscribers left, and again after resubscribing', async () => {
      const b = await open();
      const got: string[] = [];
      const off = await b.subscribe('x', (e) => got.push(e.type));
      await off();
      await b.publish('x', { type: 'lost', data: null });
      const marker: string[] = [];
      await b.subscribe('x', (e) => marker.push(e.type));
      await b.publish('x', { type: 'seen', data: null });
      await waitFor(() => expect(marker).toEqual(['seen']));
      expect(got).toEqual([]);
    });

    it('carries events as JSON', async () => {
      const b = await open();
      const got: BusEvent[] = [];
      await b.subscribe('json', (e) => got.push(e));
      const payload = { when: new Date('2026-01-02T03:04:05.000Z'), nested: { list: [1, 'two', null], flag: true }, gone: undefined };
      await b.publish('json', { type: 'dated', data: payload });
      await waitFor(() => expect(got).toHaveLength(1));
      expect(got[0]).toEqual({ type: 'dated', data: { when: '2026-01-02T03:04:05.000Z', nested: { list: [1, 'two', null], flag: true } } });
      expect(Object.keys(got[0]?.data as object)).not.toContain('gone');
    });

    it('keeps delivering to other handlers when one throws, and logs the error', async () => {
      const b = await open();
      const got: string[] = [];
      await b.subscribe('t', () => {
        throw new Error('handler bug');
      });
      await b.subscribe('t', (e) => got.push(e.type));
      await b.publish('t', { type: 'ok', data: null });
      await waitFor(() => expect(got).toEqual(['ok']));
      expect(lines.filter((l) => l.msg === 'event handler failed')).toHaveLength(1);
    });

    it('refuses to publish once closed', async () => {
      const b = await open();
      await b.close();
      await expect(b.publish('c', { type: 'late', data: null })).rejects.toThrow();
    });
  });
}

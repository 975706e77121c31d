import { expect, it } from 'vitest';
import { captureLogger, describeEventBusContract } from './event-bus.contract.js';
import { InProcessEventBus } from './in-process-event-bus.js';

describeEventBusContract('in-process', (logger) => new InProcessEventBus({ logger }));

it('delivers on a later turn, never inside publish', async () => {
  const bus = new InProcessEventBus({ logger: captureLogger().logger });
  const got: string[] = [];
  await bus.subscribe('c', (e) => got.push(e.type));
  await bus.publish('c', { type: 'a', data: null });
  expect(got).toEqual([]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(got).toEqual(['a']);
  await bus.close();
});

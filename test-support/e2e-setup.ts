import { afterEach, expect } from 'vitest';
import { takeAnswerProblems } from './browser.js';

// Every JSON answer a browser test's pages received must match the API document (docs/decisions/029).
afterEach(async () => {
  expect(await takeAnswerProblems(), 'API answers that break the API document').toEqual([]);
});

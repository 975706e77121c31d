import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'application/**/*.test.ts',
            'web-storefront/src/**/*.test.{ts,tsx}',
            'web-admin/src/**/*.test.{ts,tsx}',
            'web-shared/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'test-support/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['adapters/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Lighthouse's performance score depends on how busy the machine is: it runs alone, after the rest (ADR 089).
          exclude: ['e2e/lighthouse.test.ts'],
          setupFiles: ['test-support/e2e-setup.ts'],
          // A browser under a loaded CI machine can take more than the default second to settle.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          environment: 'node',
          globalSetup: ['test-support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'lighthouse',
          include: ['e2e/lighthouse.test.ts'],
          setupFiles: ['test-support/e2e-setup.ts'],
          environment: 'node',
          globalSetup: ['test-support/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

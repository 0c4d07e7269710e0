import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverTests = {
  environment: 'node' as const,
  include: ['tests/server/**/*.test.ts', 'tests/model/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['tests/setup/database-image.ts'],
  // Files share a worker's modules instead of importing the server afresh each (3–4 s a file); each file
  // still opens its own database and app, and module state is per app (docs/architecture.md#tooling-notes).
  isolate: false,
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores, leaving one idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'server', ...serverTests, env: { TEST_DB: 'pglite' } },
      },
      // The same server tests on PostgreSQL, whenever a database is offered.
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'server-postgres', ...serverTests, env: { TEST_DB: 'postgres' } } }]
        : []),
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // A screen test that clicks through a whole flow takes 1–3 s alone and has passed 5 s on a loaded machine.
          testTimeout: 20_000,
          setupFiles: ['tests/setup/jsdom.ts'],
          // Isolated, unlike the server files: a screen's request still on its way when its file ends
          // reached the next file's stubbed fetch (docs/architecture.md#tooling-notes).
        },
      },
    ],
  },
});

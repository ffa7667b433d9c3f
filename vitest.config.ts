import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/testing/setup.ts'],
    reporters: process.env.CI_REPORT ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/vitest.json' },
    testTimeout: 15_000,
    // Vitest runs one worker fewer than there are cores; on the 2-core CI machine that is one, and
    // the main process mostly waits: two workers took the suite from ~300 s to 186 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

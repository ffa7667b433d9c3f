import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// Mutation testing (stryker.config.mjs) runs the unit tests only: a screen test renders the whole
// app, so each mutant of a file every screen imports would run dozens of them. The files mutated
// are the ones unit tests are written for (pure logic, schemas, requests), not hooks or components.
// MUTATE_TESTS narrows the tests to a chunk's own (comma-separated globs), so a file that nearly
// every test reaches (lib/storage.ts) is judged by the tests written for it, not by the whole suite.
const include = process.env.MUTATE_TESTS?.split(',').filter(Boolean) ?? ['src/**/*.test.ts'];

export default defineConfig({
  ...base,
  test: { ...base.test, include, reporters: ['default'] },
});

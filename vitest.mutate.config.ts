import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// Mutation testing (stryker.config.mjs) runs the unit tests only: a screen test renders the whole
// app, so each mutant of a file every screen imports would run dozens of them. The files mutated
// are the ones unit tests are written for (pure logic, schemas, requests), not hooks or components.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['src/**/*.test.ts'], reporters: ['default'] },
});

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

/**
 * The tests Stryker runs against each mutant of `machines/` and `src/domain` (`npm run test:mutation`):
 * the generated path tests and the domain unit tests, in Node (none of them needs a DOM). One flat
 * project, so the Vitest runner's per-test coverage and `related` narrowing work without the workspace.
 */
export default defineConfig({
  test: {
    include: ['tests/model/**/*.test.ts', 'tests/unit/domain/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

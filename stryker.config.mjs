// @ts-check
/**
 * Mutation testing of the machines and the domain rules (`npm run test:mutation`, see
 * scripts/mutation.mjs for the per-folder score, the budget and the equivalent-mutant list).
 *
 * Incremental: the previous result (reports/mutation/incremental.json) is reused for every mutant whose
 * code and covering tests did not change, so a re-run only tests what changed. Concurrency 2: the CI and
 * development machines have two cores shared with other work.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.fixtures.ts',
    'src/domain/**/*.ts',
    '!src/domain/**/*.test.ts',
  ],
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The per-folder budget is enforced by scripts/mutation.mjs; Stryker's own break is off.
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  // server/ and stories/ stay in the sandbox: the spec-constants test checks that every constant is
  // imported by the code (the server included).
  cleanTempDir: 'always',
  ignorePatterns: [
    'dist',
    'storybook-static',
    '.data',
    '.data-*',
    'test-results',
    'playwright-report',
    'reports',
  ],
};

/** Types of ./sk-fake-process.mjs for the TypeScript tests. */
export function wantsSkFake(env: Record<string, string | undefined>): boolean;

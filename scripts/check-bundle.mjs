// Fails when the login route's JavaScript from the manifest (the entry chunk plus its static imports and
// the login screens' preloaded chunk, gzip) exceeds its budget of 140 KB (goal 115 KB): a quick check
// right after the build; tests/e2e/login-weight.spec.ts measures what Chromium really downloads.
import { LOGIN_BUDGET_KB, LOGIN_GOAL_KB, kb, measure } from './bundle-size.mjs';

const { initialBytes, loginBytes } = measure();
const loginKb = loginBytes / 1024;
const status =
  loginKb <= LOGIN_GOAL_KB ? 'within goal' : loginKb <= LOGIN_BUDGET_KB ? 'within budget' : 'OVER BUDGET';
console.log(
  `login route JavaScript from the manifest: ${kb(loginBytes)} KB gzip (budget ${LOGIN_BUDGET_KB} KB, goal ${LOGIN_GOAL_KB} KB): ${status}; ` +
    `of it the entry and its static imports: ${kb(initialBytes)} KB`,
);
if (loginKb > LOGIN_BUDGET_KB) process.exit(1);

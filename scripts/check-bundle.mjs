// Fails when the login route's JavaScript exceeds its budget (issue: 140 KB gzip, goal 125 KB).
import { LOGIN_BUDGET_KB, LOGIN_GOAL_KB, kb, measure } from './bundle-size.mjs';

const { loginBytes } = measure();
const status =
  loginBytes / 1024 <= LOGIN_GOAL_KB
    ? 'within goal'
    : loginBytes / 1024 <= LOGIN_BUDGET_KB
      ? 'within budget'
      : 'OVER BUDGET';
console.log(
  `login route JavaScript: ${kb(loginBytes)} KB gzip (budget ${LOGIN_BUDGET_KB} KB, goal ${LOGIN_GOAL_KB} KB): ${status}`,
);
if (loginBytes / 1024 > LOGIN_BUDGET_KB) process.exit(1);

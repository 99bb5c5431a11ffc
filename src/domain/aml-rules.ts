/**
 * AML numbers the specification does not give (decided here; docs/decisions.md ("Where the specification is
 * silent"). Kept apart from ./constants.ts, which holds only the specification's own values.
 */

/** A declaration the server approves at once (no manual review) is valid 3 years. */
export const AML_VALID_YEARS = 3;
/** A declaration approved after a manual review (the higher-risk answers) is valid 1 year. */
export const AML_VALID_YEARS_AFTER_REVIEW = 1;
/** Identity-check lockout (§2): this many invalid identity documents … */
export const AML_ID_CHECK_MAX_INVALID = 3;
/** … within this window (hours) … */
export const AML_ID_CHECK_WINDOW_HOURS = 24;
/** … lock the identity-document check for this long (hours). */
export const AML_ID_CHECK_LOCK_HOURS = 24;

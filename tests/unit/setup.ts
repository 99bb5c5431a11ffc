// Shared setup for unit tests.
import { configure } from '@testing-library/react';
import { loadValidationMessages } from '../../src/i18n/validation-messages';

/**
 * CI runs on a busy 2-core machine: testing-library's default 1 s for findBy* / waitFor is too short there
 * (a findByRole in records-views once timed out under load). Waits poll, so a generous limit costs nothing
 * when the page is quick; it only decides how long a real failure takes to report.
 */
configure({ asyncUtilTimeout: 15_000 });

/**
 * Every Lithuanian validation message, as the pages with forms load them before they render (the login
 * page carries only its own few): a view under test shows the message a customer would see.
 */
await loadValidationMessages('lt');

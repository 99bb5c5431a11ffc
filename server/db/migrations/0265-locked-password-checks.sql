-- Passwords checked while the password login is locked (server/auth/lockout.ts, LOCKED_PASSWORD_CHECKS):
-- the person who gives the right one is told the account is locked and whom to call; the count caps how
-- many guesses a lock lets through. Every counted (unlocked) attempt sets it back to 0.
ALTER TABLE auth_password_lockouts ADD COLUMN locked_checks integer NOT NULL DEFAULT 0;

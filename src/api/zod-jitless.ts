/**
 * Our CSP allows no eval, so zod's compiled fast path can never run in the SPA; without this, zod probes for
 * it with `new Function('')` at the first object parse, which the browser reports as a CSP violation
 * (Lighthouse best practices). Sets the object z.config({ jitless: true }) writes to (zod creates it with
 * ??= at load and keeps the reference, so the order of evaluation does not matter). Imported first by the
 * two HTTP clients (src/api/client.ts, src/app/auth-http.ts), never by the login entry.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

export {};

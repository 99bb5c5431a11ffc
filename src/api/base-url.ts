/**
 * Where the API and the auth server are: VITE_API_BASE_URL at build time, empty for the portal's own
 * origin. Read here only, for the app's two HTTP clients, the upload transport and a reload's head start.
 * Outside Vite (the reference server and scripts import the contract under tsx) there is no
 * `import.meta.env`, hence the guard.
 */
export const API_BASE_URL: string =
  (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_API_BASE_URL ?? '';

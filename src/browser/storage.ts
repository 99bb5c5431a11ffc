/** The browser's localStorage, or undefined where it is unavailable (private mode, blocked cookies, tests). */
export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

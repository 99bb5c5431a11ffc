/** The login method remembered for next time (§2); the storage is handed in (src/browser/storage.ts). */
export const LOGIN_METHOD_STORAGE_KEY = 'loginMethod';
export type LoginMethod = 'smart-id' | 'mobile-id' | 'password';

/** §2: the /login index goes to mobile-id when that was stored, otherwise smart-id. */
export function preferredLoginPath(
  storage: Pick<Storage, 'getItem'> | undefined,
): '/login/mobile-id' | '/login/smart-id' {
  try {
    return storage?.getItem(LOGIN_METHOD_STORAGE_KEY) === 'mobile-id'
      ? '/login/mobile-id'
      : '/login/smart-id';
  } catch {
    return '/login/smart-id';
  }
}

export function rememberLoginMethod(
  method: LoginMethod,
  storage: Pick<Storage, 'setItem'> | undefined,
): void {
  try {
    storage?.setItem(LOGIN_METHOD_STORAGE_KEY, method);
  } catch {
    // storage unavailable: the default applies next time
  }
}

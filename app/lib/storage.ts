/**
 * Saves to localStorage without ever throwing: blocked storage (privacy
 * modes, sandboxed frames) ignores the write. (Reading happens only in the
 * self-contained head script, which has its own guard.)
 */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable: the choice lasts for this page only.
  }
}

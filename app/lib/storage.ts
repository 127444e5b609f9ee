/**
 * localStorage that never throws: blocked storage (privacy modes, sandboxed
 * frames) reads as empty and ignores writes.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable: the choice lasts for this page only.
  }
}

import { whenIdle } from './when-idle';

/** The part of the Network Information API this reads (not in every browser, nor in TypeScript's DOM types). */
type WithConnection = Navigator & { connection?: { saveData?: boolean } };

/** Whether the visitor asked to save data (Chrome's Data Saver, or the OS's data saver on Android). */
export function wantsToSaveData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as WithConnection).connection?.saveData === true;
}

/**
 * Runs `task` once the page has loaded (its images too) and the main thread is
 * idle, unless the visitor saves data. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  if (wantsToSaveData()) return () => {};
  let cancel = () => {};
  const schedule = () => {
    cancel = whenIdle(task, 2000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}

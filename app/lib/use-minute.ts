import { useSyncExternalStore } from 'react';

const minute = 60_000;

/** Calls `onTick` at the start of every minute, by the visitor's clock. */
function subscribe(onTick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onTick();
        schedule();
      },
      minute - (Date.now() % minute),
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

const currentMinute = () => Date.now() - (Date.now() % minute);
const noTimeYet = () => null;

/**
 * The current minute (a timestamp on the minute), updated as each minute
 * starts; null in the prerendered HTML and while hydrating, so no reading of
 * the clock is ever baked into a page or mismatches its hydration.
 */
export function useMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, noTimeYet);
}

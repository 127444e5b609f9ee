import { useSyncExternalStore } from 'react';

const minute = 60_000;

/** The current minute by the visitor's clock, as a timestamp on the minute. */
const minuteOf = (time: number) => time - (time % minute);

/**
 * The store's value, changed only in `refresh`: React reads it twice per
 * render and must get the same value, even across a minute's turn.
 */
let current = minuteOf(Date.now());

/** Everyone reading the minute: one timer serves them all, and each hears every tick. */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Reads the clock; tells every reader when the minute has turned. */
function refresh(): void {
  const now = minuteOf(Date.now());
  if (now === current) return;
  current = now;
  for (const listener of listeners) listener();
}

/** At the start of each minute, while anyone reads it. */
function schedule(): void {
  timer = setTimeout(
    () => {
      refresh();
      schedule();
    },
    minute - (Date.now() % minute),
  );
}

/** Refreshes the minute now (a page may have been open a while) and at the start of each minute. */
function subscribe(onTick: () => void): () => void {
  listeners.add(onTick);
  refresh();
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(onTick);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

const currentMinute = () => current;
const noTimeYet = () => null;

/**
 * The current minute (a timestamp on the minute), updated as each minute
 * starts; null in the prerendered HTML and while hydrating, so no reading of
 * the clock is ever baked into a page or mismatches its hydration.
 */
export function useMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, noTimeYet);
}

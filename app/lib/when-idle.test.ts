import { afterEach, expect, test, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('waits for an idle period, at most the given time, where the browser has idle callbacks', () => {
  const idleCallbacks: { task: () => void; timeout?: number }[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void, options?: { timeout?: number }) => {
    idleCallbacks.push({ task, timeout: options?.timeout });
    return idleCallbacks.length;
  });
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  const task = vi.fn();
  whenIdle(task, 1000);
  expect(task).not.toHaveBeenCalled();
  expect(idleCallbacks).toEqual([{ task, timeout: 1000 }]);
  idleCallbacks[0]?.task();
  expect(task).toHaveBeenCalledTimes(1);
});

test('cancelling stops the idle callback', () => {
  const cancel = vi.fn();
  vi.stubGlobal('requestIdleCallback', () => 7);
  vi.stubGlobal('cancelIdleCallback', cancel);
  whenIdle(vi.fn(), 1000)();
  expect(cancel).toHaveBeenCalledWith(7);
});

test('falls back to a short timer, which cancelling stops', () => {
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.useFakeTimers();
  const task = vi.fn();
  whenIdle(task, 1000);
  vi.runAllTimers();
  expect(task).toHaveBeenCalledTimes(1);
  const cancelled = vi.fn();
  whenIdle(cancelled, 1000)();
  vi.runAllTimers();
  expect(cancelled).not.toHaveBeenCalled();
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { wantsToSaveData, whenIdleAfterLoad } from './save-data';

function setSaveData(value: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: value === undefined ? undefined : { saveData: value },
  });
}

afterEach(() => {
  setSaveData(undefined);
  vi.useRealTimers();
});

describe('wantsToSaveData', () => {
  it('follows the Save-Data preference, and is false where the browser does not say', () => {
    expect(wantsToSaveData()).toBe(false);
    setSaveData(true);
    expect(wantsToSaveData()).toBe(true);
    setSaveData(false);
    expect(wantsToSaveData()).toBe(false);
  });
});

describe('whenIdleAfterLoad', () => {
  it('runs the task once the loaded page is idle', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdleAfterLoad(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs it for a visitor who saves data, or once cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    setSaveData(true);
    whenIdleAfterLoad(task);
    setSaveData(undefined);
    whenIdleAfterLoad(task)();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});

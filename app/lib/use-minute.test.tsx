import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useMinute } from './use-minute';

afterEach(() => {
  vi.useRealTimers();
});

function Clock() {
  const now = useMinute();
  return <p>{now === null ? 'no time' : new Date(now).toISOString().slice(11, 16)}</p>;
}

test('reads the minute at once on the client and ticks at the start of each minute', () => {
  vi.useFakeTimers({ now: new Date('2027-01-15T11:05:30Z') });
  render(<Clock />);
  expect(screen.getByText('11:05')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(29_000);
  });
  expect(screen.getByText('11:05')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(1_000);
  });
  expect(screen.getByText('11:06')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(screen.getByText('11:07')).toBeInTheDocument();
});

test('every reader of the minute hears each tick, not only the first to subscribe', () => {
  vi.useFakeTimers({ now: new Date('2027-01-15T11:05:30Z') });
  render(
    <>
      <Clock />
      <Clock />
    </>,
  );
  expect(screen.getAllByText('11:05')).toHaveLength(2);
  act(() => {
    vi.advanceTimersByTime(30_000);
  });
  expect(screen.getAllByText('11:06')).toHaveLength(2);
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(screen.getAllByText('11:07')).toHaveLength(2);
});

// @vitest-environment node
import { expect, test } from 'vitest';
import { ownerNotices } from './notices';

test('a booking that has ended is pointed out, naming the file and field', () => {
  const booked = { availability: { status: 'booked', until: '2026-10' } } as const;
  expect(ownerNotices(booked, '2026-11')).toEqual([
    expect.stringMatching(
      /^site\.config\.ts › availability › until: 2026-10 has passed, so the site says you are available/,
    ),
  ]);
  // Until the end of its month it still stands.
  expect(ownerNotices(booked, '2026-10')).toEqual([]);
  expect(ownerNotices({ availability: { status: 'available' } }, '2030-01')).toEqual([]);
});

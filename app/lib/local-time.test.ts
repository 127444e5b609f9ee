import { expect, test } from 'vitest';
import { formatClock, formatMonth, utcOffset } from './local-time';

// 11:05 UTC on a January day: 14:05 in Nairobi, 08:05 in São Paulo, 16:35 in Kolkata.
const instant = new Date(Date.UTC(2027, 0, 15, 11, 5));

test('the clock reads in the owner’s zone, 24-hour in en-GB, sw-KE and pt-BR', () => {
  expect(formatClock('en-GB', 'Africa/Nairobi', instant)).toBe('14:05');
  expect(formatClock('sw-KE', 'Africa/Nairobi', instant)).toBe('14:05');
  expect(formatClock('pt-BR', 'America/Sao_Paulo', instant)).toBe('08:05');
  expect(formatClock('en-US', 'Africa/Nairobi', instant)).toMatch(/^02:05\sPM$/);
});

test('the UTC offset has a sign, a real minus and minutes only when there are some', () => {
  expect(utcOffset('Africa/Nairobi', instant)).toBe('UTC+3');
  expect(utcOffset('America/Sao_Paulo', instant)).toBe('UTC\u22123');
  expect(utcOffset('Asia/Kolkata', instant)).toBe('UTC+5:30');
  expect(utcOffset('UTC', instant)).toBe('UTC');
  // Summer time moves the offset: London in July.
  expect(utcOffset('Europe/London', new Date(Date.UTC(2027, 6, 1)))).toBe('UTC+1');
});

test('a booked-until month is written in each language’s words', () => {
  expect(formatMonth('en-GB', '2027-03')).toBe('March 2027');
  expect(formatMonth('sw-KE', '2027-03')).toBe('Machi 2027');
  expect(formatMonth('pt-BR', '2027-03')).toBe('março de 2027');
  expect(formatMonth('pt-BR', '2026-12')).toBe('dezembro de 2026');
});

import { expect, test } from 'vitest';
import { statusBadgeColor, statusBadgeColors } from './status-badge-color';

test('a completed project gets the green badge', () => {
  expect(statusBadgeColor('completed')).toBe(statusBadgeColors.completed);
  expect(statusBadgeColors.completed).toContain('bg-green-');
});

test('a project in progress gets the yellow badge', () => {
  expect(statusBadgeColor('inProgress')).toBe(statusBadgeColors.inProgress);
  expect(statusBadgeColors.inProgress).toContain('bg-yellow-');
});

test('any other status gets the grey badge', () => {
  for (const status of ['planned', '', 'archived']) {
    expect(statusBadgeColor(status)).toBe(statusBadgeColors.other);
  }
  expect(statusBadgeColors.other).toContain('bg-slate-');
});

test('translated labels are not status keys and get the grey badge', () => {
  for (const label of ['Completed', 'Imekamilika', 'Concluído', 'Progress', 'Em Progresso']) {
    expect(statusBadgeColor(label)).toBe(statusBadgeColors.other);
  }
});

test('every colour has a dark-theme variant', () => {
  for (const classes of Object.values(statusBadgeColors)) {
    expect(classes).toMatch(/dark:bg-/);
    expect(classes).toMatch(/dark:text-/);
  }
});

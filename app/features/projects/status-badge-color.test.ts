import { expect, test } from 'vitest';
import { statusBadgeColor } from './status-badge-color';

/** The hue of a badge's light-theme background, e.g. `green` for `bg-green-100`. */
function hueOf(status: string): string | undefined {
  return /(?:^| )bg-([a-z]+)-\d+(?: |$)/.exec(statusBadgeColor(status))?.[1];
}

test('a completed project gets the green badge', () => {
  expect(hueOf('completed')).toBe('green');
});

test('a project in progress gets the yellow badge', () => {
  expect(hueOf('inProgress')).toBe('yellow');
});

test('any other status gets the grey badge', () => {
  for (const status of ['planned', '', 'archived']) {
    expect(hueOf(status)).toBe('slate');
  }
});

test('translated labels are not status keys and get the grey badge', () => {
  for (const label of ['Completed', 'Imekamilika', 'Concluído', 'Progress', 'Em Progresso']) {
    expect(hueOf(label)).toBe('slate');
  }
});

test('every badge has its text colour and a dark-theme background and text', () => {
  for (const status of ['completed', 'inProgress', 'planned']) {
    const hue = hueOf(status) ?? 'none';
    const classes = statusBadgeColor(status).split(' ');
    expect(classes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^text-${hue}-\\d+$`)),
        expect.stringMatching(new RegExp(`^dark:bg-${hue}-\\d+$`)),
        expect.stringMatching(new RegExp(`^dark:text-${hue}-\\d+$`)),
      ]),
    );
  }
});

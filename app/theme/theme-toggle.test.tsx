import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { localizePath } from '~/i18n/languages';
import { prefixedLanguages } from '~/test/languages';
import { renderPage, translations } from '~/test/render';
import { ThemeToggle } from './theme-toggle';

test('the toggle switches dark mode on and off and saves the choice as JSON', async () => {
  const user = userEvent.setup();
  renderPage(<ThemeToggle />);
  const toggle = screen.getByRole('button', { name: 'Toggle dark mode' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(document.documentElement).toHaveClass('dark');
  expect(document.documentElement.style.colorScheme).toBe('dark');
  expect(localStorage.getItem('darkMode')).toBe('true');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(document.documentElement).not.toHaveClass('dark');
  expect(localStorage.getItem('darkMode')).toBe('false');
});

test('the toggle reflects a theme set before it rendered', () => {
  document.documentElement.classList.add('dark');
  renderPage(<ThemeToggle />);
  expect(screen.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the toggle still works when storage is blocked', async () => {
  const user = userEvent.setup();
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  renderPage(<ThemeToggle />);
  await user.click(screen.getByRole('button', { name: 'Toggle dark mode' }));
  expect(document.documentElement).toHaveClass('dark');
});

test.each(prefixedLanguages)('the toggle is named in the page language, %s', (lang) => {
  renderPage(<ThemeToggle />, { path: localizePath(lang, '/') });
  expect(
    screen.getByRole('button', { name: translations[lang].common.toggleDarkMode }),
  ).toBeInTheDocument();
});

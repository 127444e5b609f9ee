import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderPage } from '~/test/render';
import { LanguageMenu } from './language-menu';

test('the menu offers the three languages by their own names, the current one checked', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: '/about' });
  const button = screen.getByRole('button', { name: 'Change language' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const options = screen.getAllByRole('menuitemradio');
  expect(options.map((option) => option.textContent)).toEqual([
    expect.stringContaining('English'),
    expect.stringContaining('Kiswahili'),
    expect.stringContaining('Português'),
  ]);
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
});

test('each option links to the same page in its language', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: '/sw/projects' });
  await user.click(screen.getByRole('button', { name: 'Badilisha lugha' }));
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'href',
    '/projects',
  );
  expect(screen.getByRole('menuitemradio', { name: 'Kiswahili' })).toHaveAttribute(
    'href',
    '/sw/projects',
  );
  expect(screen.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute(
    'href',
    '/pt/projects',
  );
});

test('choosing a language saves it and closes the menu', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: '/' });
  await user.click(screen.getByRole('button', { name: 'Change language' }));
  await user.click(screen.getByRole('menuitemradio', { name: 'Português' }));
  expect(localStorage.getItem('i18nextLng')).toBe('pt');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('arrow keys move between options and Escape closes back to the button', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: '/' });
  const button = screen.getByRole('button', { name: 'Change language' });
  await user.click(button);
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitemradio', { name: 'Kiswahili' })).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(screen.getByRole('menuitemradio', { name: 'Português' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('a click outside closes the menu', async () => {
  const user = userEvent.setup();
  renderPage(
    <>
      <LanguageMenu />
      <p>Outside</p>
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Change language' }));
  await user.click(screen.getByText('Outside'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { createMediaQueryList } from '~/test/setup';
import { localizePath } from '~/i18n/languages';
import { prefixedLanguages } from '~/test/languages';
import { renderPage, translations } from '~/test/render';
import { AppShell } from './app-shell';

function renderShell(path = '/about', { isSmallScreen = false } = {}) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    createMediaQueryList(query, isSmallScreen && query.includes('max-width')),
  );
  // A framework-mode router, as on the site: the shell's prefetching needs one.
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <AppShell>
          <h1>Page</h1>
        </AppShell>
      ),
    },
  ]);
  return renderPage(<Stub initialEntries={[path]} />, { path, hasRouter: false });
}

test('the toggle opens the sidebar, moves focus in and marks the current page', async () => {
  const user = userEvent.setup();
  renderShell('/about');
  const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAttribute('aria-controls', 'sidebar');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveFocus();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
});

test('Escape closes the sidebar and focus returns to the toggle', async () => {
  const user = userEvent.setup();
  renderShell();
  const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
  await user.click(toggle);
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('the close button and the overlay close the sidebar', async () => {
  const user = userEvent.setup();
  renderShell('/', { isSmallScreen: true });
  const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
  await user.click(toggle);
  await user.click(screen.getByRole('button', { name: 'Close navigation' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  await user.click(screen.getByTestId('sidebar-overlay'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // It slides out: the dialog stays a moment, closed and inert, with focus back on the toggle…
  const overlay = screen.getByTestId('sidebar-overlay');
  const dialog = screen.getByRole('dialog', { hidden: true });
  expect(dialog).not.toHaveAttribute('open');
  expect(dialog).toHaveAttribute('inert');
  expect(toggle).toHaveFocus();
  // …then gives way to the closed region.
  await waitFor(() => expect(overlay).not.toBeInTheDocument());
});

test.each(prefixedLanguages)(
  'in %s, choosing a nav item closes the sidebar and keeps the language prefix',
  async (lang) => {
    const user = userEvent.setup();
    const words = translations[lang].nav;
    renderShell(localizePath(lang, '/about'));
    const toggle = screen.getByRole('button', { name: words.toggle });
    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: words.label });
    const projects = within(nav).getByRole('link', { name: words.projects });
    expect(projects).toHaveAttribute('href', `/${lang}/projects`);
    await user.click(projects);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
);

test('on small screens the open sidebar is a modal dialog that keeps focus and stops scrolling', async () => {
  const user = userEvent.setup();
  renderShell('/', { isSmallScreen: true });
  await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
  // A <dialog> opened with showModal (in the browser: top layer, page inert).
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog).toHaveAttribute('open');
  expect(document.documentElement.style.overflow).toBe('hidden');

  // Tab cycles within the dialog: close, Home, About, Projects, back to close.
  await user.tab();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Projects' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('link', { name: 'Projects' })).toHaveFocus();

  // The browser turns Escape on a modal dialog into its `cancel` event.
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(document.documentElement.style.overflow).toBe('');
});

test('on wide screens the open sidebar is not modal', async () => {
  const user = userEvent.setup();
  renderShell('/', { isSmallScreen: false });
  await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(document.documentElement.style.overflow).toBe('');
});

test('the skip link comes first and moves focus to the main content', async () => {
  const user = userEvent.setup();
  renderShell();
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  await user.click(skip);
  expect(screen.getByRole('main')).toHaveFocus();
});

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { expect, test } from 'vitest';
import {
  defaultLanguage,
  languageFromPath,
  languageOption,
  languages,
  localizePath,
  type Language,
} from '~/i18n/languages';
import { interpolate } from '~/lib/interpolate';
import { lastLanguage, otherLanguage } from '~/test/languages';
import { renderPage, translations } from '~/test/render';
import { notFoundPath } from '~/lib/page-paths';
import { LanguageMenu } from './language-menu';

/** The language button's name in a language: "Change language: EN" in English. */
function buttonName(lang: Language): string {
  const { languageButton, changeLanguage } = translations[lang].common;
  return interpolate(languageButton, { label: changeLanguage, code: lang.toUpperCase() });
}
const other = { name: languageOption(otherLanguage).name, button: buttonName(otherLanguage) };
/** The language a test chooses from English. */
const chosen = { code: lastLanguage, name: languageOption(lastLanguage).name };

test('the menu offers every language by its own name, in the list’s order, the current one checked', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: '/about' });
  const button = screen.getByRole('button', { name: 'Change language: EN' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const options = screen.getAllByRole('menuitemradio');
  expect(options).toHaveLength(languages.length);
  languages.forEach(({ name }, index) => expect(options[index]).toHaveTextContent(name));
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
});

test('each option links to the same page in its language', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: localizePath(otherLanguage, '/projects') });
  await user.click(screen.getByRole('button', { name: other.button }));
  // `/projects` in English, `/<code>/projects` in another language…
  for (const { code, name } of languages) {
    expect(screen.getByRole('menuitemradio', { name })).toHaveAttribute(
      'href',
      localizePath(code, '/projects'),
    );
  }
});

test('choosing a language saves it and closes the menu', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: '/' });
  await user.click(screen.getByRole('button', { name: 'Change language: EN' }));
  await user.click(screen.getByRole('menuitemradio', { name: chosen.name }));
  expect(localStorage.getItem('i18nextLng')).toBe(chosen.code);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('a click that opens a language in a new tab or window saves no choice and switches nothing here', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: '/' });
  await user.click(screen.getByRole('button', { name: 'Change language: EN' }));
  // The browser's part (the new tab), which jsdom lacks, is held back.
  const holdBack = (event: Event) => event.preventDefault();
  window.addEventListener('click', holdBack);
  for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey']) {
    fireEvent.click(screen.getByRole('menuitemradio', { name: chosen.name }), { [modifier]: true });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change language: EN' }));
  }
  window.removeEventListener('click', holdBack);
  expect(localStorage.getItem('i18nextLng')).toBeNull();
  // A plain click still chooses.
  await user.click(screen.getByRole('menuitemradio', { name: chosen.name }));
  expect(localStorage.getItem('i18nextLng')).toBe(chosen.code);
});

/** A button that goes back or forward through the router's history, as the browser's do. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Forward
      </button>
    </>
  );
}

test('Back and Forward over a language switch save the language shown, so a reload stays in it', async () => {
  const user = userEvent.setup();
  renderPage(
    <>
      <LanguageMenu />
      <HistoryButtons />
    </>,
    { path: '/about' },
  );
  await user.click(screen.getByRole('button', { name: 'Change language: EN' }));
  await user.click(screen.getByRole('menuitemradio', { name: chosen.name }));
  expect(localStorage.getItem('i18nextLng')).toBe(chosen.code);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('button', { name: 'Change language: EN' })).toBeInTheDocument();
  expect(localStorage.getItem('i18nextLng')).toBe(defaultLanguage);
  await user.click(screen.getByRole('button', { name: 'Forward' }));
  expect(localStorage.getItem('i18nextLng')).toBe(chosen.code);
});

test('opening a page, or moving through history onto a 404 in another language, saves nothing', async () => {
  const user = userEvent.setup();
  const { unmount } = renderPage(<LanguageMenu />, { path: localizePath(otherLanguage, '/about') });
  expect(localStorage.getItem('i18nextLng')).toBeNull();
  unmount();
  // As a host's 404 document in another language is shown at the visitor's address.
  renderPage(
    <>
      <LanguageMenu />
      <HistoryButtons />
    </>,
    { path: '/about', earlier: [localizePath(otherLanguage, '/x')] },
  );
  await user.click(screen.getByRole('button', { name: 'Back' }));
  // (The words stay the rendered English ones; the code shown is the path's.)
  expect(
    screen.getByRole('button', { name: new RegExp(`${otherLanguage.toUpperCase()}$`) }),
  ).toBeInTheDocument();
  expect(localStorage.getItem('i18nextLng')).toBeNull();
});

test('on a 404 whose path starts with another language’s prefix, each option stays in its own language', async () => {
  const user = userEvent.setup();
  // `/<other>/<other>/about`: the rest, `/<other>/about`, is a page of the other language.
  const unknown = localizePath(otherLanguage, localizePath(otherLanguage, '/about'));
  renderPage(<LanguageMenu />, { path: unknown });
  await user.click(screen.getByRole('button', { name: other.button }));
  for (const { code, name } of languages) {
    const href = screen.getByRole('menuitemradio', { name }).getAttribute('href') ?? '';
    expect(languageFromPath(href)).toBe(code);
  }
  // The default language's own 404, not the other language's About.
  expect(
    screen.getByRole('menuitemradio', { name: languageOption(defaultLanguage).name }),
  ).toHaveAttribute('href', localizePath(defaultLanguage, notFoundPath));
  // The path's own language keeps the path.
  expect(screen.getByRole('menuitemradio', { name: other.name })).toHaveAttribute('href', unknown);
});

test('each language’s name is marked with its language, for a voice that reads it right (WCAG 3.1.2)', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: localizePath(otherLanguage, '/about') });
  await user.click(screen.getByRole('button', { name: other.button }));
  for (const { code, name } of languages) {
    const item = screen.getByRole('menuitemradio', { name });
    expect(item).toHaveAttribute('lang', code);
    expect(item).toHaveAttribute('hreflang', code);
  }
});

/** Down goes to the first item, Up to the last (APG menu). */
const menuEdges = [
  ['{ArrowDown}', 0],
  ['{ArrowUp}', languages.length - 1],
] as const;

test('arrow keys move between options and Escape closes back to the button', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: '/' });
  const button = screen.getByRole('button', { name: 'Change language: EN' });
  await user.click(button);
  const options = screen.getAllByRole('menuitemradio');
  await user.keyboard('{ArrowDown}');
  expect(options[1]).toHaveFocus();
  // Up from the first wraps round to the last.
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(options.at(-1)).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('a letter moves to the next language whose name starts with it, in any case, round from the last', async () => {
  const user = userEvent.setup();
  renderPage(<LanguageMenu />, { path: '/' });
  await user.click(screen.getByRole('button', { name: 'Change language: EN' }));
  const initial = (name: string) => name.charAt(0).toLowerCase();
  const isUnique = (name: string) =>
    languages.filter((other) => initial(other.name) === initial(name)).length === 1;
  // A language other than the page's (whose item has focus), whose initial no other shares.
  const target = languages.find(({ code, name }) => code !== defaultLanguage && isUnique(name));
  const [first] = languages;
  if (!target || !first || !isUnique(first.name)) {
    throw new Error('This test needs the first language and another with initials of their own');
  }
  const option = screen.getByRole('menuitemradio', { name: target.name });
  await user.keyboard(initial(target.name).toUpperCase());
  expect(option).toHaveFocus();
  // With a modifier key, a letter is the browser's, not the menu's.
  await user.keyboard(`{Control>}${initial(first.name)}{/Control}`);
  expect(option).toHaveFocus();
  // From the last item, round the list to the first.
  await user.keyboard('{End}');
  await user.keyboard(initial(first.name));
  expect(screen.getByRole('menuitemradio', { name: first.name })).toHaveFocus();
  // From the menu itself (a click on its padding), the first item that starts with it.
  screen.getByRole('menu').focus();
  await user.keyboard(initial(target.name));
  expect(option).toHaveFocus();
  // A letter no name starts with moves nothing and leaves the menu open.
  const unused = [...'qxzjw1'].find(
    (letter) => !languages.some(({ name }) => initial(name) === letter),
  );
  if (unused === undefined) throw new Error('This test needs a letter no language starts with');
  await user.keyboard(unused);
  expect(option).toHaveFocus();
  expect(screen.getByRole('menu')).toBeInTheDocument();
});

test.each(menuEdges)(
  '%s with focus on the menu itself (a click on its padding) goes to its first or last item',
  async (key, at) => {
    const user = userEvent.setup();
    renderPage(<LanguageMenu />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Change language: EN' }));
    screen.getByRole('menu').focus();
    await user.keyboard(key);
    expect(screen.getAllByRole('menuitemradio')[at]).toHaveFocus();
  },
);

test.each(menuEdges)(
  '%s on the button opens the menu on its first or last item (APG menu button)',
  async (key, at) => {
    const user = userEvent.setup();
    renderPage(<LanguageMenu />, { path: localizePath(otherLanguage, '/') });
    const button = screen.getByRole('button', { name: other.button });
    button.focus();
    await user.keyboard(key);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitemradio')[at]).toHaveFocus();
    // Opened again by a click or Enter, it starts at the current language.
    await user.keyboard('{Escape}{Enter}');
    expect(screen.getByRole('menuitemradio', { name: other.name })).toHaveFocus();
  },
);

test('a click outside closes the menu', async () => {
  const user = userEvent.setup();
  renderPage(
    <>
      <LanguageMenu />
      <p>Outside</p>
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Change language: EN' }));
  await user.click(screen.getByText('Outside'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test.each(languages.map(({ code }) => code))(
  'in %s the button is named by the translated phrase and the code it shows (WCAG 2.5.3)',
  (lang) => {
    renderPage(<LanguageMenu />, { path: localizePath(lang, '/') });
    const code = lang.toUpperCase();
    // The language's own phrase around its label and code ("{{label}}: {{code}}" in English).
    const button = screen.getByRole('button', { name: buttonName(lang) });
    expect(button).toHaveTextContent(code);
    // Not in parentheses: axe (4.14) leaves a parenthetical out of the name it compares.
    const withoutParentheticals = (button.getAttribute('aria-label') ?? '').replace(
      /\([^()]*\)/g,
      '',
    );
    expect(withoutParentheticals).toMatch(new RegExp(`\\b${code}\\b`));
  },
);

/** The page's path, as the router has it. */
function CurrentPath() {
  return <p>Path: {useLocation().pathname}</p>;
}

test('a click switches the page; a click with a modifier key is left to the browser', async () => {
  const user = userEvent.setup();
  renderPage(
    <>
      <LanguageMenu />
      <CurrentPath />
    </>,
    { path: '/about' },
  );
  await user.click(screen.getByRole('button', { name: 'Change language: EN' }));
  // Ctrl-click opens the link in a new tab: the page leaves it to the
  // browser, and stays. (The browser's part, which jsdom lacks, is held back
  // once the page has had the click.)
  let isLeftToBrowser = false;
  const leaveBrowserOut = (event: Event) => {
    isLeftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', leaveBrowserOut, { once: true });
  fireEvent.click(screen.getByRole('menuitemradio', { name: chosen.name }), { ctrlKey: true });
  expect(isLeftToBrowser).toBe(true);
  expect(screen.getByText('Path: /about')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Change language: EN' }));
  await user.click(screen.getByRole('menuitemradio', { name: chosen.name }));
  expect(
    await screen.findByText(`Path: ${localizePath(chosen.code, '/about')}`),
  ).toBeInTheDocument();
});

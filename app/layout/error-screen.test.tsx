import { screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { localizePath } from '~/i18n/languages';
import { prefixedLanguages } from '~/test/languages';
import { renderPage, translations } from '~/test/render';
import { ErrorScreen } from './error-screen';

function Broken(): never {
  throw new Error('render failed');
}

test.each(prefixedLanguages)(
  'a render error shows a friendly screen with a way home, in the page language, %s',
  async (lang) => {
    const about = localizePath(lang, '/about');
    // React reports the caught render error on the console; that is expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: about, Component: Broken, ErrorBoundary: ErrorScreen }]);
    renderPage(<Stub initialEntries={[about]} />, {
      path: about,
      hasRouter: false,
    });
    const words = translations[lang].common.error;
    expect(await screen.findByRole('heading', { name: words.title })).toBeInTheDocument();
    expect(screen.getByText(words.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.goHome })).toHaveAttribute('href', `/${lang}`);
  },
);

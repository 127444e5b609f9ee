import { screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { renderPage, translations } from '~/test/render';
import { ErrorScreen } from './error-screen';

function Broken(): never {
  throw new Error('render failed');
}

test('a render error shows a friendly screen with a way home, in the page language', async () => {
  // React reports the caught render error on the console; that is expected here.
  vi.mocked(console.error).mockImplementation(() => {});
  const Stub = createRoutesStub([
    { path: '/sw/about', Component: Broken, ErrorBoundary: ErrorScreen },
  ]);
  renderPage(<Stub initialEntries={['/sw/about']} />, {
    path: '/sw/about',
    hasRouter: false,
  });
  const sw = translations.sw.common.error;
  expect(await screen.findByRole('heading', { name: sw.title })).toBeInTheDocument();
  expect(screen.getByText(sw.message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: sw.goHome })).toHaveAttribute('href', '/sw');
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test, vi } from 'vitest';
import { localizePath } from '~/i18n/languages';
import { otherLanguage } from '~/test/languages';
import { BelowFirstScreen, markHydrated } from './below-first-screen';

function Home() {
  return (
    <>
      <h1>Home</h1>
      <BelowFirstScreen>
        <p>Home details</p>
      </BelowFirstScreen>
    </>
  );
}

/** State of a section's own, as the career list's "Show More" has. */
function Toggle() {
  const [isOn, setOn] = useState(false);
  return (
    <button type="button" aria-pressed={isOn} onClick={() => setOn(!isOn)}>
      More
    </button>
  );
}

function About() {
  return (
    <>
      <h1>About</h1>
      <BelowFirstScreen>
        <p>About details</p>
        <p id="hobbies">Hobbies</p>
        <Toggle />
      </BelowFirstScreen>
    </>
  );
}

/** About in another language than English. */
const otherAbout = localizePath(otherLanguage, '/about');

function mountPages() {
  const router = createMemoryRouter(
    [
      { path: '/', Component: Home },
      { path: '/about', Component: About },
      // The same page in another language: the page stays mounted.
      { path: otherAbout, Component: About },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// One file, one module: the tests run in order, hydration first.
test('the page being hydrated is rendered whole, as prerendered', () => {
  mountPages();
  expect(screen.getByText('Home details')).toBeInTheDocument();
});

test('after hydration, a page change renders its first screen, then the rest', async () => {
  markHydrated();
  const router = mountPages();
  await act(() => router.navigate('/about'));
  expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  expect(screen.queryByText('About details')).not.toBeInTheDocument();
  expect(await screen.findByText('About details')).toBeInTheDocument();
});

test('back, forward and a link to an anchor render the whole page at once', async () => {
  markHydrated();
  const router = mountPages();
  await act(() => router.navigate('/about#hobbies'));
  expect(screen.getByText('Hobbies')).toBeInTheDocument();
  await act(() => router.navigate(-1));
  expect(screen.getByText('Home details')).toBeInTheDocument();
  await act(() => router.navigate(1));
  expect(screen.getByText('About details')).toBeInTheDocument();
});

test('a language switch keeps the page, hides its later sections while the first screen is drawn, and keeps their state', async () => {
  markHydrated();
  const router = mountPages();
  await act(() => router.navigate('/about'));
  expect(await screen.findByText('About details')).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'More' }));
  await act(() => router.navigate(otherAbout));
  expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  expect(screen.getByText('About details')).not.toBeVisible();
  await vi.waitFor(() => expect(screen.getByText('About details')).toBeVisible());
  expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-pressed', 'true');
});

test('a language switch to a link with a fragment renders the whole page at once', async () => {
  markHydrated();
  const router = mountPages();
  await act(() => router.navigate('/about'));
  expect(await screen.findByText('About details')).toBeInTheDocument();
  await act(() => router.navigate(`${otherAbout}#hobbies`));
  expect(screen.getByText('Hobbies')).toBeInTheDocument();
});

test('Tab before the rest of a new page is drawn draws it at once, so focus can go on into it', async () => {
  markHydrated();
  const router = mountPages();
  await act(() => router.navigate('/about'));
  expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  // Focus is on the heading; the browser moves it after the keydown's listeners have run.
  fireEvent.keyDown(screen.getByRole('heading', { name: 'About' }), { key: 'Tab' });
  expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
});

test('Tab during a language switch shows the hidden sections again at once', async () => {
  markHydrated();
  const router = mountPages();
  await act(() => router.navigate('/about'));
  expect(await screen.findByText('About details')).toBeVisible();
  await act(() => router.navigate(otherAbout));
  expect(screen.getByText('About details')).not.toBeVisible();
  fireEvent.keyDown(screen.getByRole('heading', { name: 'About' }), { key: 'Tab' });
  expect(screen.getByText('About details')).toBeVisible();
});

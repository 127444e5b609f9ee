import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub, Link, Outlet, useNavigation } from 'react-router';
import { expect, test, vi } from 'vitest';
import AboutRoute from './about';
import HomeRoute from './home';
import NotFoundRoute from './not-found';
import ProjectsRoute from './projects';

// Each page stands in for itself, counting how often it is drawn.
const { drawn, page } = vi.hoisted(() => {
  const drawn = new Map<string, number>();
  const page = (name: string) => () => {
    drawn.set(name, (drawn.get(name) ?? 0) + 1);
    return <h1>{name}</h1>;
  };
  return { drawn, page };
});
vi.mock('~/features/home/home-page', () => ({ HomePage: page('Home') }));
vi.mock('~/features/about/about-page', () => ({ AboutPage: page('About') }));
vi.mock('~/features/projects/projects-page', () => ({ ProjectsPage: page('Projects') }));
vi.mock('~/features/not-found/not-found-page', () => ({ NotFoundPage: page('Not found') }));

const routeModules: [string, ComponentType][] = [
  ['Home', HomeRoute],
  ['About', AboutRoute],
  ['Projects', ProjectsRoute],
  ['Not found', NotFoundRoute],
];

/** The shell, as the root route draws it: a link, the navigation's state, the page. */
function Shell() {
  return (
    <>
      <Link to="/next">Next</Link>
      <p role="status">{useNavigation().state}</p>
      <Outlet />
    </>
  );
}

test.each(routeModules)(
  'the %s page is not drawn again while the router loads the next page',
  async (name, Route) => {
    // Framework mode's routes (the route modules' props), under a root with an outlet.
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: Shell,
        children: [
          { index: true, Component: Route },
          // A next page whose loading never ends: the router stays in its loading state.
          { path: 'next', loader: () => new Promise(() => {}), Component: () => null },
        ],
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
    const before = drawn.get(name);

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await act(() => new Promise((resolve) => setTimeout(resolve)));

    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
    expect(drawn.get(name)).toBe(before);
  },
);

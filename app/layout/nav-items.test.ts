import { expect, test } from 'vitest';
import { pagePaths } from '~/lib/page-paths';
import { navItems } from './nav-items';

test('the navigation lists every page once, in the order of the pages', () => {
  expect(navItems.map(({ path }) => path)).toEqual([...pagePaths]);
});

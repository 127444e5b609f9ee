import type { ReactElement } from 'react';
import { expect, test } from 'vitest';
import { renderPage } from '~/test/render';
import { AchievementList } from './about/achievement-list';
import { CareerTimeline } from './about/career-timeline';
import { HobbyList } from './about/hobby-list';
import { ClientProjects } from './projects/client-projects';
import { FeaturedProjects } from './projects/featured-projects';

/** An owner may have none of a kind yet: the page then leaves its section out, heading and all. */
test.each<[string, ReactElement]>([
  ['jobs', <CareerTimeline key="jobs" jobs={[]} />],
  ['achievements', <AchievementList key="achievements" achievements={[]} />],
  ['hobbies', <HobbyList key="hobbies" hobbies={[]} />],
  ['featured projects', <FeaturedProjects key="featured" projects={[]} />],
  ['client projects', <ClientProjects key="client" projects={[]} />],
])('with no %s there is no section', (_, section) => {
  const { container } = renderPage(section);
  expect(container).toBeEmptyDOMElement();
});

import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { site } from '../../../site.config';
import { testimonials } from '~/content/testimonials';
import type { Availability } from '~/content/types';
import { intlLocaleOf, localizePath } from '~/i18n/languages';
import { formatMonth, utcOffset } from '~/lib/local-time';
import { lastLanguage, prefixedLanguages } from '~/test/languages';
import { renderPage, translations } from '~/test/render';
import { HomePage } from './home-page';
import { serviceIds } from './services';
import { interpolate } from '~/lib/interpolate';

const en = translations.en.home;

test('welcomes the visitor with the profile picture, heading, role and description', () => {
  renderPage(<HomePage />);
  expect(
    screen.getByRole('heading', {
      level: 1,
      name: interpolate(en.hero.title, { name: site.name }),
    }),
  ).toBeInTheDocument();
  const picture = screen.getByRole('img', {
    name: interpolate(en.hero.profileAlt, { name: site.name }),
  });
  expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(picture).toHaveAttribute('width', '224');
  expect(picture).toHaveAttribute('height', '224');
  // The role whole, though its hyphenated words are kept in spans of their own.
  expect(
    screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === en.hero.role,
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(en.hero.description)).toBeInTheDocument();
});

test('links to About and Projects, and offers a mail link and About in the call to action', () => {
  renderPage(<HomePage />);
  expect(screen.getByRole('link', { name: en.hero.about })).toHaveAttribute('href', '/about');
  expect(screen.getByRole('link', { name: en.hero.projects })).toHaveAttribute('href', '/projects');
  expect(screen.getByRole('link', { name: en.cta.about })).toHaveAttribute('href', '/about');
  const mail = new URL(
    screen.getByRole('link', { name: en.cta.contact }).getAttribute('href') ?? '',
  );
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe(site.email);
  expect(mail.searchParams.get('subject')).toBe(en.cta.mailSubject);
  expect(mail.searchParams.get('body')).toBe(
    interpolate(en.cta.mailBody, { name: site.name }).replace(/\n/g, '\r\n'),
  );
});

test('shows a card for each service services.ts lists, in its order, each with a title and a text', () => {
  renderPage(<HomePage />);
  const services = screen.getByRole('region', { name: en.services.title });
  const cards = within(services).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
    serviceIds.map((id) => en.services[id].title),
  );
  for (const [index, id] of serviceIds.entries()) {
    expect(within(cards[index] as HTMLElement).getByText(en.services[id].text)).toBeInTheDocument();
  }
});

test('the testimonials are on the page: a carousel, a quotation when there is one, none without', () => {
  renderPage(<HomePage />);
  const regions = screen.queryAllByRole('region', { name: 'Testimonials' });
  const shown = regions.map((region) => region.getAttribute('aria-roledescription') ?? 'quotation');
  const expected = [[], ['quotation']][testimonials.length] ?? ['carousel'];
  expect(shown).toEqual(expected);
});

test.each(prefixedLanguages)(
  'in %s the links keep the language’s prefix and every text is in it',
  (lang) => {
    const words = translations[lang].home;
    const at = (path: string) => (path === '/' ? `/${lang}` : `/${lang}${path}`);
    renderPage(<HomePage />, { path: at('/') });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: interpolate(words.hero.title, { name: site.name }),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.hero.about })).toHaveAttribute(
      'href',
      at('/about'),
    );
    expect(screen.getByRole('link', { name: words.hero.projects })).toHaveAttribute(
      'href',
      at('/projects'),
    );
    expect(screen.getByRole('link', { name: words.cta.about })).toHaveAttribute(
      'href',
      at('/about'),
    );
    const mail = new URL(
      screen.getByRole('link', { name: words.cta.contact }).getAttribute('href') ?? '',
    );
    expect(mail.searchParams.get('subject')).toBe(words.cta.mailSubject);
    expect(mail.searchParams.get('body')).toBe(
      interpolate(words.cta.mailBody, { name: site.name }).replace(/\n/g, '\r\n'),
    );
    expect(
      screen.getByRole('heading', { level: 3, name: words.services.web.title }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('region', { name: words.testimonials.label })).toHaveLength(
      Math.min(testimonials.length, 1),
    );
  },
);

test('each service card asks about its service by mail, with a subject and body naming it', () => {
  renderPage(<HomePage />, { path: localizePath(lastLanguage, '/') });
  const words = translations[lastLanguage].home.services;
  for (const id of serviceIds) {
    const link = screen.getByRole('link', { name: words[id].ask });
    const mail = new URL(link.getAttribute('href') ?? '');
    expect(mail.pathname).toBe(site.email);
    expect(mail.searchParams.get('subject')).toBe(words[id].mailSubject);
    expect(mail.searchParams.get('body')).toBe(
      interpolate(words.mailBody, { name: site.name, intro: words[id].mailIntro }).replace(
        /\n/g,
        '\r\n',
      ),
    );
    expect(mail.searchParams.get('body')).toContain(words[id].mailIntro);
  }
});

/** What the hero says of the owner's availability, in English. */
function englishAvailability(availability: Availability): string {
  const { common } = translations.en;
  return availability.status === 'booked'
    ? common.availability.booked.replace(
        '{{month}}',
        formatMonth(intlLocaleOf('en'), availability.until),
      )
    : common.availability[availability.status];
}

test("the hero shows the availability and the owner's local time", async () => {
  renderPage(<HomePage />);
  expect(screen.getByText(englishAvailability(site.availability))).toBeInTheDocument();
  // Testing Library renders on the client: the clock is read in the task after the first render.
  const clock = interpolate(en.contact.localTime, {
    city: en.contact.city,
    offset: utcOffset(site.timeZone, new Date()),
  });
  const [before, after] = clock.split('{{time}}');
  const sentence = new RegExp(`^${before}\\d\\d:\\d\\d${after?.replace(/[()+]/g, '\\$&')}$`);
  const hasReading = (_: string, element: Element | null) =>
    sentence.test(element?.textContent ?? '');
  // Not in the first render, whose work delays the first working tap.
  expect(screen.queryAllByText(hasReading)).toHaveLength(0);
  // The reading sits in its own element inside the sentence.
  expect((await screen.findAllByText(hasReading)).length).toBeGreaterThan(0);
});

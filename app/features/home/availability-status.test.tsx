import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderPage, translations } from '~/test/render';
import { intlLocaleOf, localizePath } from '~/i18n/languages';
import { formatMonth, yearMonthOf } from '~/lib/local-time';
import { otherLanguage, prefixedLanguages } from '~/test/languages';
import { AvailabilityStatus, availabilityIn } from './availability-status';
import { interpolate } from '~/lib/interpolate';

test.each(prefixedLanguages)(
  'booked until a month reads that month in %s, the page’s language',
  (lang) => {
    renderPage(<AvailabilityStatus availability={{ status: 'booked', until: '2099-03' }} />, {
      path: localizePath(lang, '/'),
    });
    // formatMonth writes a month in a locale (its own tests: "março de 2027" in pt-BR).
    const month = formatMonth(intlLocaleOf(lang), '2099-03');
    expect(month).not.toBe(formatMonth('en-GB', '2099-03'));
    expect(
      screen.getByText(interpolate(translations[lang].common.availability.booked, { month })),
    ).toBeInTheDocument();
  },
);

test('available and not taking work each have their own words', () => {
  const { unmount } = renderPage(<AvailabilityStatus availability={{ status: 'unavailable' }} />, {
    path: localizePath(otherLanguage, '/'),
  });
  expect(
    screen.getByText(translations[otherLanguage].common.availability.unavailable),
  ).toBeInTheDocument();
  unmount();
  renderPage(<AvailabilityStatus availability={{ status: 'booked', until: '2099-12' }} />);
  expect(screen.getByText('Booked until December 2099')).toBeInTheDocument();
});

test('booked until a month that has passed is available again; the booked month itself is not', () => {
  const booked = { status: 'booked', until: '2026-10' } as const;
  expect(availabilityIn(booked, '2026-11')).toEqual({ status: 'available' });
  expect(availabilityIn(booked, '2027-01')).toEqual({ status: 'available' });
  expect(availabilityIn(booked, '2026-10')).toBe(booked);
  expect(availabilityIn(booked, '2025-12')).toBe(booked);
  expect(availabilityIn({ status: 'unavailable' }, '2030-01')).toEqual({ status: 'unavailable' });
});

test('a page showing a booked month that has passed by the visitor’s clock says available', () => {
  const now = new Date();
  const lastMonth = yearMonthOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  renderPage(<AvailabilityStatus availability={{ status: 'booked', until: lastMonth }} />);
  expect(screen.getByText(translations.en.common.availability.available)).toBeInTheDocument();
  expect(screen.queryByText(/Booked until/)).not.toBeInTheDocument();
});

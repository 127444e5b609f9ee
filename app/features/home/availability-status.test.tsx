import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderPage, translations } from '~/test/render';
import { yearMonthOf } from '~/lib/local-time';
import { AvailabilityStatus, availabilityIn } from './availability-status';
import { interpolate } from '~/lib/interpolate';

test('booked until a month reads that month in the page’s language', () => {
  renderPage(<AvailabilityStatus availability={{ status: 'booked', until: '2099-03' }} />, {
    path: '/pt',
  });
  expect(
    screen.getByText(
      interpolate(translations.pt.common.availability.booked, { month: 'março de 2099' }),
    ),
  ).toBeInTheDocument();
});

test('available and not taking work each have their own words', () => {
  const { unmount } = renderPage(<AvailabilityStatus availability={{ status: 'unavailable' }} />, {
    path: '/sw',
  });
  expect(screen.getByText(translations.sw.common.availability.unavailable)).toBeInTheDocument();
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

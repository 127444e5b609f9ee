import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderPage, translations } from '~/test/render';
import { AvailabilityStatus } from './availability-status';

test('booked until a month reads that month in the page’s language', () => {
  renderPage(<AvailabilityStatus availability={{ status: 'booked', until: '2027-03' }} />, {
    path: '/pt',
  });
  expect(
    screen.getByText(
      translations.pt.common.availability.booked.replace('{{month}}', 'março de 2027'),
    ),
  ).toBeInTheDocument();
});

test('available and not taking work each have their own words', () => {
  const { unmount } = renderPage(<AvailabilityStatus availability={{ status: 'unavailable' }} />, {
    path: '/sw',
  });
  expect(screen.getByText(translations.sw.common.availability.unavailable)).toBeInTheDocument();
  unmount();
  renderPage(<AvailabilityStatus availability={{ status: 'booked', until: '2026-12' }} />);
  expect(screen.getByText('Booked until December 2026')).toBeInTheDocument();
});

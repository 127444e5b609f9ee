import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { site } from '../../site.config';
import { localizePath } from '~/i18n/languages';
import { otherLanguage } from '~/test/languages';
import { renderPage, translations } from '~/test/render';
import { CopyEmailButton } from './copy-email-button';

afterEach(() => {
  vi.restoreAllMocks();
});

test('copies the address and says so in a polite status message', async () => {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  renderPage(<CopyEmailButton />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  await user.click(screen.getByRole('button', { name: 'Copy email address' }));
  expect(writeText).toHaveBeenCalledWith(site.email);
  expect(screen.getByRole('status')).toHaveTextContent('Email address copied');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('a second copy says so again: the message is new, not the one already read', async () => {
  const user = userEvent.setup();
  vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  renderPage(<CopyEmailButton />);
  const button = screen.getByRole('button', { name: 'Copy email address' });
  await user.click(button);
  const first = screen.getByText('Email address copied');
  await user.click(button);
  const second = screen.getByText('Email address copied');
  expect(second).not.toBe(first);
  expect(first).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toContainElement(second);
});

test('when the clipboard refuses, the address is shown selected with a hint, in the page language', async () => {
  const user = userEvent.setup();
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
    new DOMException('Write permission denied.', 'NotAllowedError'),
  );
  const words = translations[otherLanguage].common.contact;
  renderPage(<CopyEmailButton />, { path: localizePath(otherLanguage, '/') });
  await user.click(screen.getByRole('button', { name: words.copy }));
  const field = await screen.findByRole('textbox', { name: words.copyFallback });
  expect(field).toHaveValue(site.email);
  expect(field).toHaveAttribute('readonly');
  const input = field as HTMLInputElement;
  expect([input.selectionStart, input.selectionEnd]).toEqual([0, site.email.length]);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

import { expect, test } from 'vitest';
import { languages } from '~/i18n/languages';
import { translations } from '~/test/render';
import { mailtoUrl } from './mailto';

test('subject and body are encoded so any language and line breaks survive', () => {
  const url = mailtoUrl('someone@example.net', 'Olá & até já?', 'Linha 1\n\nHabari, {{x}}');
  expect(url).toBe(
    'mailto:someone@example.net?subject=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1%3F&body=Linha%201%0D%0A%0D%0AHabari%2C%20%7B%7Bx%7D%7D',
  );
  const query = new URLSearchParams(url.split('?')[1]);
  expect(query.get('subject')).toBe('Olá & até já?');
  expect(query.get('body')).toBe('Linha 1\r\n\r\nHabari, {{x}}');
});

test.each(languages.map(({ code }) => code))(
  'in %s, line breaks are CRLF and spaces %%20, with no raw + or newline',
  (lang) => {
    const { web, mailBody: body } = translations[lang].home.services;
    const url = mailtoUrl('a@example.net', web.mailSubject, body);
    expect(url).not.toMatch(/[\s+]|%0A(?<!%0D%0A)/);
    expect(url).toMatch(/%20.*%0D%0A/);
    const query = new URLSearchParams(url.split('?')[1]);
    expect(query.get('subject')).toBe(web.mailSubject);
    expect(query.get('body')).toBe(body.replace(/\n/g, '\r\n'));
  },
);

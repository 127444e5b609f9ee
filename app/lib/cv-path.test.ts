import { expect, test } from 'vitest';
import { cvFileName, cvPath, nameSlug } from './cv-path';

test('the name becomes a lower-case, accent-free file-name part', () => {
  expect(nameSlug('Baraka Mwangi')).toBe('baraka-mwangi');
  expect(nameSlug('  João Álvares-Ngũgĩ ')).toBe('joao-alvares-ngugi');
  expect(nameSlug("Amani O'Dhiambo")).toBe('amani-o-dhiambo');
});

test('each language has its own file under /cv/', () => {
  expect(cvFileName('Baraka Mwangi', 'sw')).toBe('baraka-mwangi-cv-sw.pdf');
  expect(cvPath('Baraka Mwangi', 'pt')).toBe('/cv/baraka-mwangi-cv-pt.pdf');
});

test('a name with no Latin letters still gives a file name', () => {
  expect(cvFileName('李雷', 'en')).toBe('cv-en.pdf');
});

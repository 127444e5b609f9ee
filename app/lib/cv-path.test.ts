import { expect, test } from 'vitest';
import { site } from '../../site.config';
import { cvFileName, cvPath, nameSlug } from './cv-path';

test('the name becomes a lower-case, accent-free file-name part', () => {
  expect(nameSlug(site.name)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  expect(nameSlug('  João Álvares-Ngũgĩ ')).toBe('joao-alvares-ngugi');
  expect(nameSlug("Amani O'Dhiambo")).toBe('amani-o-dhiambo');
  // Letters no accent makes, which decomposing keeps: in plain letters, not dropped.
  expect(nameSlug('Marie-Hélène Ødegård-Nkosazana')).toBe('marie-helene-odegard-nkosazana');
  expect(nameSlug('Æsa Groß Łukasz Đorđe Þór Œdipe Işık')).toBe(
    'aesa-gross-lukasz-dorde-thor-oedipe-isik',
  );
});

test('each language has its own file under /cv/', () => {
  const slug = nameSlug(site.name);
  expect(cvFileName(site.name, 'sw')).toBe(`${slug}-cv-sw.pdf`);
  expect(cvPath(site.name, 'pt')).toBe(`/cv/${slug}-cv-pt.pdf`);
});

test('a name with no Latin letters still gives a file name', () => {
  expect(cvFileName('李雷', 'en')).toBe('cv-en.pdf');
});

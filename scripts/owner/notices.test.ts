// @vitest-environment node
import { beforeAll, expect, test } from 'vitest';
import { loadOwner, type OwnerInput } from './load';
import { initialsFit, ownerNotices } from './notices';

let sample: OwnerInput;
beforeAll(async () => {
  sample = await loadOwner();
});

/** The sample owner with some of its parts changed (a deep copy). */
function sampleWith(change: (input: OwnerInput) => void): OwnerInput {
  const input = structuredClone(sample);
  change(input);
  return input;
}

test("the sample owner's input gets no notice", () => {
  const site = sample.site as { availability: { status: string; until?: string } };
  const month = site.availability.until ?? '2026-01';
  expect(ownerNotices(sample, month)).toEqual([]);
});

test('a booking that has ended is pointed out, naming the file and field', () => {
  const booked = sampleWith((input) => {
    Object.assign(input.site as object, { availability: { status: 'booked', until: '2026-10' } });
  });
  expect(ownerNotices(booked, '2026-11')).toEqual([
    expect.stringMatching(
      /^site\.config\.ts › availability › until: 2026-10 has passed, so the site says you are available/,
    ),
  ]);
  // Until the end of its month it still stands.
  expect(ownerNotices(booked, '2026-10')).toEqual([]);
});

test('initials that are not their person’s are pointed out, with the name', () => {
  const [first] = sample.content.testimonials as { id: string; initials: string }[];
  if (!first) throw new Error('this test needs a testimonial');
  const renamed = sampleWith((input) => {
    const words = input.words.en as {
      home: { testimonials: { items: Record<string, { name: string }> } };
    };
    const person = words.home.testimonials.items[first.id];
    if (person) person.name = 'Zainab Bello';
  });
  expect(ownerNotices(renamed, '2020-01')).toEqual([
    `app/content/testimonials.ts › ${first.id} › initials: ${first.initials} are not those of "Zainab Bello" (app/i18n/locales/en/home.json); the card shows them beside the name.`,
  ]);
});

test('initials fit when each starts a word of the name, in order', () => {
  expect(initialsFit('JA', 'João Almeida')).toBe(true);
  expect(initialsFit('AM', 'Dr. Amina Mohamed-Otieno')).toBe(true);
  expect(initialsFit('ÉL', 'élodie Laurent')).toBe(true);
  expect(initialsFit('AJ', 'João Almeida')).toBe(false);
  expect(initialsFit('ZB', 'Amina Hassan')).toBe(false);
});

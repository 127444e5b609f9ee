import { afterEach, expect, test, vi } from 'vitest';
import {
  holdEarlyTaps,
  hydratedAttribute,
  tapsHeldAttribute,
  tappedNameAttribute,
  themeToggleAttribute,
  type EarlyTapsOptions,
} from './early-taps';
import { themeChosenAttribute } from './theme';

const options: EarlyTapsOptions = {
  themeKey: 'darkMode',
  themeToggleAttribute,
  themeChosenAttribute,
  hydratedAttribute,
  heldAttribute: tapsHeldAttribute,
  tappedNameAttribute,
};
const root = document.documentElement;

/** Runs the script exactly as the page does: serialised, then evaluated. */
function runScript() {
  // The script is evaluated from its source on purpose, exactly as the page's inline script runs.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(`(${holdEarlyTaps.toString()})(${JSON.stringify(options)})`)();
}

function addButton(name: string, attributes: Record<string, string> = {}) {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', name);
  for (const [key, value] of Object.entries(attributes)) button.setAttribute(key, value);
  const onClick = vi.fn();
  button.addEventListener('click', onClick);
  document.body.append(button);
  return { button, onClick };
}

/** What the app does once React has hydrated; the script answers in a microtask. */
async function hydrate() {
  root.setAttribute(hydratedAttribute, '');
  await Promise.resolve();
}

afterEach(async () => {
  await hydrate(); // lets every script of the test stop listening
  document.body.replaceChildren();
  root.removeAttribute(hydratedAttribute);
  root.classList.remove('dark');
  root.style.colorScheme = '';
  localStorage.clear();
});

test('a click before hydration waits, then reaches its button exactly once', async () => {
  runScript();
  const { button, onClick } = addButton('Next testimonial');
  button.click();
  expect(onClick).not.toHaveBeenCalled();
  expect(root.hasAttribute(tapsHeldAttribute)).toBe(true);

  await hydrate();
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(root.hasAttribute(tapsHeldAttribute)).toBe(false);
});

test('a replayed click carries the name its button had when tapped, and only while it is replayed', async () => {
  runScript();
  const { button, onClick } = addButton('Pause testimonials');
  // What the app's handler would read as the click arrives, after React drew the button again.
  onClick.mockImplementation(() => {
    button.setAttribute('aria-label', 'Play testimonials');
    return button.getAttribute(tappedNameAttribute);
  });
  button.click();
  await hydrate();
  expect(onClick).toHaveReturnedWith('Pause testimonials');
  expect(button.hasAttribute(tappedNameAttribute)).toBe(false);
  button.click();
  expect(onClick).toHaveLastReturnedWith(null);
});

test('several early clicks are replayed in the order they were made', async () => {
  runScript();
  const calls: string[] = [];
  const next = addButton('Next');
  const menu = addButton('Menu');
  next.onClick.mockImplementation(() => calls.push('next'));
  menu.onClick.mockImplementation(() => calls.push('menu'));
  next.button.click();
  menu.button.click();
  next.button.click();
  await hydrate();
  expect(calls).toEqual(['next', 'menu', 'next']);
});

test('a click on an icon inside a button counts as a click on the button', async () => {
  runScript();
  const { button, onClick } = addButton('Toggle navigation');
  const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  button.append(icon);
  icon.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await hydrate();
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('after hydration clicks pass straight through, once', async () => {
  runScript();
  const { button, onClick } = addButton('Show More');
  await hydrate();
  button.click();
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('a button whose name changed by hydration is not clicked', async () => {
  runScript();
  const { button, onClick } = addButton('Pause testimonials');
  button.click();
  button.setAttribute('aria-label', 'Play testimonials');
  await hydrate();
  expect(onClick).not.toHaveBeenCalled();
});

test('clicks outside buttons and on disabled buttons are left alone', async () => {
  runScript();
  const link = document.createElement('a');
  const onLink = vi.fn();
  link.addEventListener('click', onLink);
  document.body.append(link);
  link.click();
  expect(onLink).toHaveBeenCalledTimes(1);
  const { button, onClick } = addButton('Previous');
  button.disabled = true;
  button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(onClick).toHaveBeenCalledTimes(1);
  await hydrate();
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('the theme toggle works at once, is saved, tells its state, and is not replayed', async () => {
  runScript();
  const { button, onClick } = addButton('Toggle dark mode', { [themeToggleAttribute]: '' });
  button.click();
  expect(root.classList.contains('dark')).toBe(true);
  expect(root.style.colorScheme).toBe('dark');
  expect(localStorage.getItem('darkMode')).toBe('true');
  expect(button.getAttribute('aria-pressed')).toBe('true');

  button.click();
  expect(root.classList.contains('dark')).toBe(false);
  expect(localStorage.getItem('darkMode')).toBe('false');
  expect(button.getAttribute('aria-pressed')).toBe('false');

  await hydrate();
  expect(onClick).not.toHaveBeenCalled();
  expect(root.classList.contains('dark')).toBe(false);
});

test('the theme toggle still works when storage is blocked', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  runScript();
  const { button } = addButton('Toggle dark mode', { [themeToggleAttribute]: '' });
  button.click();
  expect(root.classList.contains('dark')).toBe(true);
  // Marked as chosen, so the head script keeps it against the system's changes.
  expect(root.hasAttribute(themeChosenAttribute)).toBe(true);
  vi.restoreAllMocks();
});

test('the toggle announces the theme the head script chose as soon as it is parsed', async () => {
  root.classList.add('dark');
  runScript();
  const { button } = addButton('Toggle dark mode', {
    [themeToggleAttribute]: '',
    'aria-pressed': 'false',
  });
  await Promise.resolve();
  expect(button.getAttribute('aria-pressed')).toBe('true');
});

/** Set on `<html>` by the app once React has hydrated the page. */
export const hydratedAttribute = 'data-hydrated';
/** Marks the theme toggle, which works before hydration too. */
export const themeToggleAttribute = 'data-theme-toggle';
/** On `<html>` while taps wait for hydration (a pressed style in app.css). */
export const tapsHeldAttribute = 'data-taps-held';
/**
 * On a button while its held tap is replayed: the name it had when tapped.
 * React may draw the page again as the click arrives (state that only the
 * browser knows, such as reduced motion), so a button whose action follows
 * its state reads from this what the visitor asked for.
 */
export const tappedNameAttribute = 'data-tapped-name';

export type EarlyTapsOptions = {
  /** localStorage key of the saved theme (a JSON boolean). */
  themeKey: string;
  /** The attribute that marks the theme toggle. */
  themeToggleAttribute: string;
  /** Set on `<html>` when the visitor chose a theme on this page (app/theme/theme.ts). */
  themeChosenAttribute: string;
  /** The attribute the app sets on `<html>` once React has hydrated. */
  hydratedAttribute: string;
  /** Set on `<html>` while taps wait for hydration, for a pressed style. */
  heldAttribute: string;
  /** Set on a button, while its held tap is replayed, to the name it had when tapped. */
  tappedNameAttribute: string;
};

/**
 * Runs inline in `<head>` (serialised with `toString`, so it must stay
 * self-contained and plain). Until React has hydrated, a button shows but does
 * nothing: a tap (or Enter or Space on a focused button, which the browser
 * turns into a click) would be lost. Such a click is caught before React's
 * listeners can see it, and handled exactly once:
 * - the theme toggle needs no React: the theme flips at once, is saved as the
 *   toggle saves it, and the toggle's `aria-pressed` tells the truth;
 * - any other button's click waits, and is replayed on the same button as soon
 *   as the app marks itself hydrated; a button whose name has changed by then
 *   (its state was set otherwise, e.g. a carousel that starts paused under
 *   reduced motion) is not clicked, so a stale intent never undoes itself;
 *   the replayed click carries the name the button had when tapped
 *   (`tappedNameAttribute`), for a handler that React reaches with newer state.
 */
export function holdEarlyTaps(options: EarlyTapsOptions): void {
  const root = document.documentElement;
  const held: { button: HTMLButtonElement; name: string | null }[] = [];
  const nameOf = (button: Element) => button.getAttribute('aria-label') ?? button.textContent;

  const toggleTheme = (toggle: Element) => {
    const isDark = !root.classList.contains('dark');
    root.classList.toggle('dark', isDark);
    root.style.colorScheme = isDark ? 'dark' : 'light';
    toggle.setAttribute('aria-pressed', String(isDark));
    root.setAttribute(options.themeChosenAttribute, '');
    try {
      window.localStorage.setItem(options.themeKey, JSON.stringify(isDark));
    } catch {
      // Storage blocked: the theme still changes for this page.
    }
  };

  const handleClick = (event: Event) => {
    const target = event.target;
    const button = target instanceof Element ? target.closest('button') : null;
    if (!button || button.disabled) return;
    event.stopPropagation();
    if (button.hasAttribute(options.themeToggleAttribute)) {
      toggleTheme(button);
      return;
    }
    held.push({ button, name: nameOf(button) });
    root.setAttribute(options.heldAttribute, '');
  };
  window.addEventListener('click', handleClick, true);

  // The toggle's prerendered `aria-pressed` cannot know the theme the head
  // script chose: it is corrected as soon as the parser has made the toggle.
  const toggleFound = new MutationObserver(() => {
    const toggle = document.querySelector(`[${options.themeToggleAttribute}]`);
    if (!toggle) return;
    toggleFound.disconnect();
    toggle.setAttribute('aria-pressed', String(root.classList.contains('dark')));
  });
  toggleFound.observe(document, { childList: true, subtree: true });

  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(options.hydratedAttribute)) return;
    observer.disconnect();
    window.removeEventListener('click', handleClick, true);
    root.removeAttribute(options.heldAttribute);
    for (const { button, name } of held.splice(0)) {
      if (button.isConnected && nameOf(button) === name) {
        button.setAttribute(options.tappedNameAttribute, name ?? '');
        button.click();
        button.removeAttribute(options.tappedNameAttribute);
      }
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: [options.hydratedAttribute] });
}

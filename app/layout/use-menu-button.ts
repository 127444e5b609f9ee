import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A menu button's keyboard and focus, as the APG menu button pattern has them:
 * the arrow keys open the menu on its first or last item (a click, on the
 * checked one), move through the items, Home and End, Space chooses, Escape
 * closes back to the button, Tab and a tap outside close it; a letter moves
 * to the next item whose name starts with it (type-ahead).
 */
export function useMenuButton() {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** Which item takes focus as the menu opens. */
  const openFocus = useRef<'checked' | 'first' | 'last'>('checked');

  /** The menu's items, whatever their kind of menu item (`menuitem`, `menuitemradio`, …). */
  function items(): HTMLElement[] {
    return [...(rootRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
  }

  /** An item's name as shown, without its hidden parts (a flag, a check mark), in lower case. */
  function nameOf(item: HTMLElement): string {
    const shown = [...item.children].filter(
      (child) => child.getAttribute('aria-hidden') !== 'true',
    );
    const text =
      shown.length > 0 ? shown.map((child) => child.textContent).join('') : item.textContent;
    // Not the browser's locale's rules: in Turkish, "I" would become a dotless "ı".
    return (text ?? '').trim().toLowerCase();
  }

  useEffect(() => {
    if (!isOpen) return;
    const all = items();
    const checked = all.find((item) => item.getAttribute('aria-checked') === 'true');
    const target = { checked: checked ?? all[0], first: all[0], last: all.at(-1) }[
      openFocus.current
    ];
    openFocus.current = 'checked';
    target?.focus();
    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openFocus.current = event.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    // -1 when the menu itself has focus (a click on its padding): Down goes
    // to the first item and Up to the last, as from before the first.
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: index < 0 ? all.length - 1 : (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      all[next]?.focus();
    } else if (event.key === ' ') {
      // Space chooses too, as on a radio item (a link would scroll the page).
      event.preventDefault();
      all[index]?.click();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // The letter is the menu's (no find-as-you-type in the page); from the item after the
      // focused one, round to it.
      event.preventDefault();
      const letter = event.key.toLowerCase();
      [...all.slice(index + 1), ...all.slice(0, index + 1)]
        .find((item) => nameOf(item).startsWith(letter))
        ?.focus();
    }
  }

  return {
    isOpen,
    toggle: () => setOpen(!isOpen),
    close,
    rootRef,
    buttonRef,
    handleButtonKeyDown,
    handleMenuKeyDown,
  };
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The slide's length (SPEC: 300 ms), in and out. */
const slideMs = 300;

/**
 * Keeps Tab and Shift+Tab cycling through the dialog's own controls (the
 * platform would also let focus leave for the browser's address bar).
 */
function wrapFocus(event: KeyboardEvent, panel: HTMLElement): void {
  const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

type SidebarDialogOptions = { isOpen: boolean; isModal: boolean; onClose: () => void };

/**
 * What the sidebar does as it opens and closes: the modal `<dialog>` shown in
 * the top layer, focus on its close button and kept inside it, Escape, the
 * page behind held still, and the slide out of a closing modal sidebar.
 * `isLeaving` is true while that slide runs: the dialog stays, closed (the
 * page is no longer inert, so focus can go back to the toggle), while its
 * panel and overlay leave.
 */
export function useSidebarDialog({ isOpen, isModal, onClose }: SidebarDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [wasModal, setWasModal] = useState(isModal);
  const [isLeaving, setLeaving] = useState(false);
  if (wasModal !== isModal) {
    setWasModal(isModal);
    setLeaving(wasModal && !isOpen);
  }

  // The modal dialog opens in the top layer before the browser paints it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (isModal && dialog && !dialog.open) dialog.showModal();
  }, [isModal]);

  useLayoutEffect(() => {
    if (!isLeaving) return;
    dialogRef.current?.close();
    const timer = setTimeout(() => setLeaving(false), slideMs);
    return () => clearTimeout(timer);
  }, [isLeaving]);

  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    function handleKeyDown(event: KeyboardEvent) {
      // The modal dialog's Escape arrives as its `cancel` event.
      if (event.key === 'Escape' && !isModal) onClose();
      else if (event.key === 'Tab' && dialogRef.current) wrapFocus(event, dialogRef.current);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isOpen, isModal, onClose]);

  // A modal dialog does not stop the page behind from scrolling by itself.
  useEffect(() => {
    if (!isModal) return;
    const { style } = document.documentElement;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [isModal]);

  return { dialogRef, closeRef, isLeaving };
}

import { X } from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentPage, useLocalizedPath } from '~/i18n/use-language';
import { navItems } from './nav-items';

type SidebarProps = {
  id: string;
  isOpen: boolean;
  /**
   * Under 1024 px the open sidebar is a modal `<dialog>` (the platform keeps
   * the page behind inert, Escape closes it, it sits in the top layer); from
   * 1024 px a labelled region under the header.
   */
  isModal: boolean;
  onClose: () => void;
};

/** The slide's length (SPEC: 300 ms), in and out. */
const slideMs = 300;

const panelClass =
  'flex w-64 flex-col overflow-y-auto border-r border-slate-200 bg-white shadow-xl duration-300 ease-out dark:border-slate-800 dark:bg-slate-900 print:hidden';

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

export function Sidebar({ id, isOpen, isModal, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // A closing modal sidebar slides out before it gives way to the region:
  // the dialog stays, closed (the page is no longer inert, so focus can go
  // back to the toggle), while its panel and overlay leave.
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

  const content = <SidebarContent closeRef={closeRef} onClose={onClose} />;

  if (isModal || isLeaving) {
    return (
      <dialog
        ref={dialogRef}
        aria-label={t('nav.menu')}
        // Leaving: nothing in it is reached any more, by focus or by a screen reader.
        inert={isLeaving}
        onCancel={(event) => {
          event.preventDefault();
          onClose();
        }}
        // Once closed it stays drawn, in the top layer, until the slide out ends.
        className="fixed inset-0 m-0 size-full max-h-none max-w-none bg-transparent p-0 transition-[display,overlay] transition-discrete duration-300 backdrop:bg-transparent print:hidden"
      >
        {/* Pointer convenience only: keyboard users close with Escape or the close button. */}
        <div
          data-testid="sidebar-overlay"
          aria-hidden="true"
          onClick={onClose}
          className="fixed inset-0 bg-slate-950/60 transition-opacity duration-300 starting:opacity-0 [dialog:not([open])_&]:opacity-0"
        />
        {/* The panel keeps the sidebar's id: the toggle controls it at every width. */}
        <div
          id={id}
          className={`${panelClass} fixed inset-y-0 left-0 transition-[translate] starting:-translate-x-full [dialog:not([open])_&]:-translate-x-full`}
        >
          {content}
        </div>
      </dialog>
    );
  }
  return (
    <section
      id={id}
      // A labelled section is a region.
      aria-label={t('nav.menu')}
      inert={!isOpen}
      className={`${panelClass} fixed inset-y-0 left-0 z-50 lg:top-16 lg:z-20 ${
        // Visible at once when opening (so focus can move in); hidden only after the slide out.
        isOpen
          ? 'visible translate-x-0 transition-[translate]'
          : 'invisible -translate-x-full transition-[translate,visibility]'
      }`}
    >
      {content}
    </section>
  );
}

type SidebarContentProps = {
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

function SidebarContent({ closeRef, onClose }: SidebarContentProps): ReactNode {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const currentPage = useCurrentPage();
  return (
    <>
      <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
        <span className="font-semibold">{t('nav.menu')}</span>
        <button
          ref={closeRef}
          type="button"
          aria-label={t('nav.close')}
          onClick={onClose}
          className="icon-button"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <nav aria-label={t('nav.label')} className="p-3">
        <ul className="space-y-1">
          {navItems.map(({ id, labelKey, path, icon: Icon }) => (
            <li key={id}>
              <Link
                to={localize(path)}
                aria-current={path === currentPage ? 'page' : undefined}
                onClick={onClose}
                className={`flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium transition-colors ${
                  path === currentPage
                    ? 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                }`}
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

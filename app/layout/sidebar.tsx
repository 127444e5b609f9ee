import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentPage, useLocalizedPath } from '~/i18n/use-language';
import { navItems } from './nav-items';

type SidebarProps = {
  id: string;
  isOpen: boolean;
  /** Under 1024 px the open sidebar is a modal dialog: focus is kept inside and the page does not scroll. */
  isModal: boolean;
  onClose: () => void;
};

const focusableSelector = 'a[href], button:not([disabled])';

/** Keeps Tab and Shift+Tab cycling inside the modal panel. */
function trapFocus(event: KeyboardEvent, panel: HTMLElement): void {
  const focusable = [...panel.querySelectorAll<HTMLElement>(focusableSelector)];
  const first = focusable[0];
  const last = focusable.at(-1);
  const isOutside = !panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || isOutside)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && (document.activeElement === last || isOutside)) {
    event.preventDefault();
    first?.focus();
  }
}

export function Sidebar({ id, isOpen, isModal, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const currentPage = useCurrentPage();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Tab' && isModal && panelRef.current)
        trapFocus(event, panelRef.current);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isOpen, isModal, onClose]);

  useEffect(() => {
    if (!isModal) return;
    const { style } = document.documentElement;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [isModal]);

  return (
    <>
      {isOpen && (
        // Pointer convenience only: keyboard users close with Escape or the close button.
        <div
          data-testid="sidebar-overlay"
          aria-hidden="true"
          onClick={onClose}
          className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden print:hidden"
        />
      )}
      <section
        id={id}
        ref={panelRef}
        // A labelled section is a region; under 1024 px it is a modal dialog.
        role={isModal ? 'dialog' : undefined}
        aria-modal={isModal || undefined}
        aria-label={t('nav.menu')}
        inert={!isOpen}
        className={`fixed inset-y-0 left-0 z-50 flex w-64 print:hidden lg:top-16 lg:z-20 flex-col border-r border-slate-200 bg-white shadow-xl duration-300 ease-out dark:border-slate-800 dark:bg-slate-900 ${
          // Visible at once when opening (so focus can move in); hidden only after the slide out.
          isOpen
            ? 'visible translate-x-0 transition-[translate]'
            : 'invisible -translate-x-full transition-[translate,visibility]'
        }`}
      >
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
            {navItems.map(({ id: itemId, labelKey, path, icon: Icon }) => (
              <li key={itemId}>
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
      </section>
    </>
  );
}

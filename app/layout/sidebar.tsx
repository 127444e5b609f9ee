import { useTranslation } from 'react-i18next';
import { SidebarContent } from './sidebar-content';
import { useSidebarDialog } from './use-sidebar-dialog';

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

const panelClass =
  'flex w-64 flex-col overflow-y-auto border-r border-slate-200 bg-white shadow-xl duration-300 ease-out dark:border-slate-800 dark:bg-slate-900 print:hidden';

export function Sidebar({ id, isOpen, isModal, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const { dialogRef, closeRef, isLeaving } = useSidebarDialog({ isOpen, isModal, onClose });

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

import { Menu } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { site } from '../../site.config';
import { useLocalizedPath } from '~/i18n/use-language';
import { ThemeToggle } from '~/theme/theme-toggle';
import { LanguageMenu } from './language-menu';
import { NoScriptNav } from './no-script-nav';

type HeaderProps = {
  toggleRef: RefObject<HTMLButtonElement | null>;
  sidebarId: string;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
};

export function Header({ toggleRef, sidebarId, isSidebarOpen, onToggleSidebar }: HeaderProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-0 px-2 min-[360px]:gap-1 min-[360px]:px-4 sm:gap-2 sm:px-6">
        <button
          ref={toggleRef}
          type="button"
          aria-label={t('nav.toggle')}
          aria-expanded={isSidebarOpen}
          aria-controls={sidebarId}
          onClick={onToggleSidebar}
          data-needs-js
          className="icon-button"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Link
          to={localize('/')}
          // Its size and its two lines at most: the header-name utility (app.css).
          className="mr-auto min-w-0 rounded-md px-1 py-1 header-name leading-tight wrap-break-word sm:px-2 font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {site.name}
        </Link>
        <LanguageMenu />
        <ThemeToggle />
      </div>
      <NoScriptNav />
    </header>
  );
}

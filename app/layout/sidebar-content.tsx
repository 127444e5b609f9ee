import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentPage, useLocalizedPath } from '~/i18n/use-language';
import { navItems } from './nav-items';

type SidebarContentProps = {
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

/** The sidebar's title bar with its close button, and the pages' links, the current one marked. */
export function SidebarContent({ closeRef, onClose }: SidebarContentProps) {
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

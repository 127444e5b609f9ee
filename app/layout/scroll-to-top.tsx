import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollBehavior } from '~/lib/use-media-query';
import { mainId } from './element-ids';
import { scrollToTopThreshold } from './scroll-to-top-threshold';

export function ScrollToTop() {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollToTopThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!isVisible) return null;
  return (
    <button
      type="button"
      aria-label={t('common.scrollToTop')}
      onClick={() => {
        // The button disappears at the top: focus goes where the skip link
        // takes it, the start of the page's content, rather than to nothing.
        document.getElementById(mainId)?.focus({ preventScroll: true });
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
      }}
      className="fixed right-4 bottom-4 z-20 print:hidden inline-flex size-12 items-center justify-center rounded-full bg-blue-800 text-white shadow-lg transition-colors hover:bg-blue-900 dark:bg-blue-400 dark:text-slate-950 dark:hover:bg-blue-300"
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}

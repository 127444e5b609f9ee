import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  }
  return (
    <a
      href={`#${targetId}`}
      onClick={handleClick}
      className="sr-only z-[60] rounded-md bg-blue-800 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
    >
      {t('common.skipToContent')}
    </a>
  );
}

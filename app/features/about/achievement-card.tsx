import { useTranslation } from 'react-i18next';
import type { Achievement } from '~/content/types';
import { itemPrefix } from '~/content/item-words';

type AchievementCardProps = {
  achievementId: Achievement['id'];
  emoji: string;
};

export function AchievementCard({ achievementId, emoji }: AchievementCardProps) {
  const { t } = useTranslation();
  const key = `about.achievements.${itemPrefix.achievements}${achievementId}` as const;
  return (
    <li className="flex break-inside-avoid flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-4">
        <span aria-hidden="true" className="text-4xl leading-none">
          {emoji}
        </span>
        <p className="rounded-full bg-blue-50 px-3 py-1 text-sm font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200">
          {t(`${key}.year`)}
        </p>
      </div>
      <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{t(`${key}.title`)}</h3>
      <p className="mt-1 font-medium text-blue-800 dark:text-blue-300">
        {t(`${key}.organization`)}
      </p>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t(`${key}.description`)}</p>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import type { Hobby } from '~/content/types';
import { hobbyIcons } from '~/content/hobby-icons';
import { itemPrefix } from '~/content/item-words';

type HobbyCardProps = {
  hobbyId: Hobby['id'];
  icon: Hobby['icon'];
};

export function HobbyCard({ hobbyId, icon }: HobbyCardProps) {
  const { t } = useTranslation();
  const Icon = hobbyIcons[icon];
  return (
    <li className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-300">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">
        {t(`about.hobbies.${itemPrefix.hobbies}${hobbyId}.title`)}
      </h3>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t(`about.hobbies.${itemPrefix.hobbies}${hobbyId}.description`)}
      </p>
    </li>
  );
}

import { useTranslation } from 'react-i18next';

type TechListProps = {
  tech: readonly string[];
};

/** The technologies a project uses, as small tags. */
export function TechList({ tech }: TechListProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('projects.techLabel')} className="flex flex-wrap gap-2">
      {tech.map((item) => (
        <li
          key={item}
          className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { projectStatuses, type ProjectStatus } from '~/content/types';
import { statusBadgeColor } from './status-badge-color';

type StatusBadgeProps = {
  status: ProjectStatus;
};

/** The project's status as a coloured pill; the label is translated, the colour follows the key. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation();
  // A key the schema refuses (only the dev server renders one, while the owner's checks name
  // it over the page): no badge, rather than a second message asking for words for it.
  if (!projectStatuses.includes(status)) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadgeColor(status)}`}
    >
      {t(`projects.status.${status}`)}
    </span>
  );
}

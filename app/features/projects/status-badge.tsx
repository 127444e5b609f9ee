import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '~/content/types';
import { statusBadgeColor } from './status-badge-color';

type StatusBadgeProps = {
  status: ProjectStatus;
};

/** The project's status as a coloured pill; the label is translated, the colour follows the key. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadgeColor(status)}`}
    >
      {t(`projects.status.${status}`)}
    </span>
  );
}

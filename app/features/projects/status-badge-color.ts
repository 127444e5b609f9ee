/** Colours of a status badge, AA contrast in both themes. */
const statusBadgeColors = {
  completed: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  inProgress: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  other: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const;

/**
 * The badge colour for a project's status key: green when completed, yellow
 * in progress, grey for anything else. Chosen by the key in the data, never
 * by the translated label.
 */
export function statusBadgeColor(status: string): string {
  switch (status) {
    case 'completed':
      return statusBadgeColors.completed;
    case 'inProgress':
      return statusBadgeColors.inProgress;
    default:
      return statusBadgeColors.other;
  }
}

import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { themeToggleAttribute } from './early-taps';
import { setDarkMode, useIsDark } from './theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const isDark = useIsDark();
  return (
    <button
      type="button"
      aria-label={t('common.toggleDarkMode')}
      aria-pressed={isDark}
      {...{ [themeToggleAttribute]: '' }}
      // Before hydration the head script keeps aria-pressed true to the theme (early-taps.ts).
      suppressHydrationWarning
      onClick={() => setDarkMode(!isDark)}
      data-needs-js
      className="icon-button"
    >
      {/* The icon follows the class on <html>, so it is right before hydration too. */}
      <Sun aria-hidden="true" className="size-5 dark:hidden" />
      <Moon aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}

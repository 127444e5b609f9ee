import { useTranslation } from 'react-i18next';
import type { Achievement } from '~/content/types';
import { AboutSection } from './about-section';
import { AchievementCard } from './achievement-card';
import { aboutGrid } from './about-grid';

type AchievementListProps = {
  achievements: readonly Achievement[];
};

export function AchievementList({ achievements }: AchievementListProps) {
  const { t } = useTranslation();
  // No achievements yet: no section, not a heading over nothing.
  if (achievements.length === 0) return null;
  return (
    <AboutSection id="achievements" title={t('about.headings.achievements')}>
      <ul className={`gap-6 ${aboutGrid.twoThenFour}`}>
        {achievements.map((achievement) => (
          <AchievementCard
            key={achievement.id}
            achievementId={achievement.id}
            emoji={achievement.emoji}
          />
        ))}
      </ul>
    </AboutSection>
  );
}

import { useTranslation } from 'react-i18next';
import type { Hobby } from '~/content/types';
import { AboutSection } from './about-section';
import { HobbyCard } from './hobby-card';
import { aboutGrid } from './about-grid';

type HobbyListProps = {
  hobbies: readonly Hobby[];
};

export function HobbyList({ hobbies }: HobbyListProps) {
  const { t } = useTranslation();
  // No hobbies yet: no section, not a heading over nothing.
  if (hobbies.length === 0) return null;
  return (
    <AboutSection id="hobbies" title={t('about.headings.hobbies')}>
      <ul className={`gap-6 ${aboutGrid.three}`}>
        {hobbies.map((hobby) => (
          <HobbyCard key={hobby.id} hobbyId={hobby.id} icon={hobby.icon} />
        ))}
      </ul>
    </AboutSection>
  );
}

import { useTranslation } from 'react-i18next';
import { BelowFirstScreen } from '~/components/below-first-screen';
import { achievements } from '~/content/achievements';
import { hobbies } from '~/content/hobbies';
import { jobs } from '~/content/jobs';
import { PageMeta } from '~/seo/page-meta';
import { AboutIntro } from './about-intro';
import { AchievementList } from './achievement-list';
import { CareerTimeline } from './career-timeline';
import { HobbyList } from './hobby-list';
import { PrintContact } from './print-contact';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageMeta
        title={t('meta.about.title')}
        description={t('meta.about.description')}
        path="/about"
      />
      <PrintContact />
      <AboutIntro />
      <BelowFirstScreen>
        <CareerTimeline jobs={jobs} />
        <AchievementList achievements={achievements} />
        <HobbyList hobbies={hobbies} />
      </BelowFirstScreen>
    </div>
  );
}

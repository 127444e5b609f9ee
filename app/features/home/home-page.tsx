import { useTranslation } from 'react-i18next';
import { BelowFirstScreen } from '~/components/below-first-screen';
import { PageMeta } from '~/seo/page-meta';
import { testimonials } from '~/content/testimonials';
import { CallToAction } from './call-to-action';
import { HeroSection } from './hero-section';
import { ServicesSection } from './services-section';
import { TestimonialsCarousel } from './testimonials-carousel';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl space-y-20 px-4 py-16 sm:px-6">
      <PageMeta title={t('meta.home.title')} description={t('meta.home.description')} path="/" />
      <HeroSection />
      <BelowFirstScreen>
        <ServicesSection />
        <TestimonialsCarousel testimonials={testimonials} />
        <CallToAction />
      </BelowFirstScreen>
    </div>
  );
}

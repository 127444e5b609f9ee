import { AboutPage } from '~/features/about/about-page';

export default function AboutRoute() {
  return <AboutPage />;
}

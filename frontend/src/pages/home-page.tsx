import { HomeExperience } from '@/components/home/home-experience';

export function HomePage() {
  return <HomeExperience />;
}

import { UpcomingPage } from '../components/UpcomingPage.tsx';

export function GoldfishPage() {
  return <UpcomingPage page="goldfish" />;
}

import { UpcomingPage } from '../components/UpcomingPage.tsx';

export function CardsPage() {
  return <UpcomingPage page="cards" />;
}

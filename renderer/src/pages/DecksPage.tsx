import { UpcomingPage } from '../components/UpcomingPage.tsx';

export function DecksPage() {
  return <UpcomingPage page="decks" />;
}

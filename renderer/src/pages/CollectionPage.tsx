import { UpcomingPage } from '../components/UpcomingPage.tsx';

export function CollectionPage() {
  return <UpcomingPage page="collection" />;
}

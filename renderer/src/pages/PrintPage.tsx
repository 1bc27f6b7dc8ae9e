import { UpcomingPage } from '../components/UpcomingPage.tsx';

export function PrintPage() {
  return <UpcomingPage page="print" />;
}

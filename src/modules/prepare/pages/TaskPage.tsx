import { Page } from '@/shell/Page';
import { MissionList, usePrepareFlights } from '../components/MissionList';

/** /prepare/task — the pilot's entry: the flight missions and their preparation state. */
export default function TaskPage() {
  const flights = usePrepareFlights();
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <MissionList flights={flights} />
    </Page>
  );
}

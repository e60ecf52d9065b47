import { Page } from '@/shell/Page';
import { MissionList } from '../components/MissionList';

/** /prepare/task — the pilot's entry: the flight missions and their preparation state. */
export default function TaskPage() {
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <MissionList />
    </Page>
  );
}

import { PersonScreen } from '../components/PersonScreen';

/** /dynamics/crewmemberdetail?code= — a crew member of a flight. */
export default function CrewMemberPage() {
  return <PersonScreen />;
}

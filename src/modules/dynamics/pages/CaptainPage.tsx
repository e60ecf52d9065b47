import { PersonScreen } from '../components/PersonScreen';

/** /dynamics/captainmemberdetail?code= — the captain, qualifications and hours first. */
export default function CaptainPage() {
  return <PersonScreen captain />;
}

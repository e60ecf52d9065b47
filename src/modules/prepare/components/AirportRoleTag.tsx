import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/Tag';

type Role = 'departure' | 'arrival' | 'alternate' | 'airport';
const ROLES: Record<string, Role> = {
  起飞: 'departure',
  目的地: 'arrival',
  备降: 'alternate',
  departure: 'departure',
  arrival: 'arrival',
  alternate: 'alternate',
};

/** An airport's part in the flight (departure, destination, alternate) in the user's language. */
export function AirportRoleTag({ role }: { role: string }) {
  const { t } = useTranslation('prepare');
  return (
    <Tag tone="success" variant="soft">
      {t(`reading.role.${ROLES[role] ?? 'airport'}`)}
    </Tag>
  );
}

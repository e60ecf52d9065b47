import { useSearchParams } from 'react-router-dom';

/**
 * The mission a preparation screen is about travels in the address (`?missionId=`), so a reload or a
 * shared link resumes the same preparation. Every link between prepare screens carries it.
 */
export const MISSION_PARAM = 'missionId';

export function useMissionId(): string {
  const [params] = useSearchParams();
  return params.get(MISSION_PARAM) ?? '';
}

/** A prepare screen's path for this mission, with any other inputs it takes. */
export function missionLink(path: string, missionId: string, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ [MISSION_PARAM]: missionId, ...extra });
  return `${path}?${search.toString()}`;
}

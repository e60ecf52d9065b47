/**
 * A test that moves the backend's clock on (up to about an hour: 30 minutes of reading, the exam), or a
 * browser walk that takes minutes, must not work on a mission that leaves meanwhile: its preparation
 * would close under it ("航班已起飞…已关闭") at some hours of the day.
 */
const HEADROOM_MS = 2 * 60 * 60 * 1000;

/** The mission leaves within the headroom from now (or has left). */
export const leavesSoon = (mission: { plannedDeparture: string }): boolean =>
  Date.parse(mission.plannedDeparture) - Date.now() < HEADROOM_MS;

/** What a test needs of a mission of the task list (`GetFlightMission`). */
export interface MissionToPrepare {
  missionId: string;
  flightNo: string;
  plannedDeparture: string;
  prepareGate: { state: string };
}

/** The first mission whose preparation is open and stays open through a test (not leaving soon). */
export const missionToPrepare = <M extends MissionToPrepare>(missions: M[]): M | undefined =>
  missions.find((mission) => mission.prepareGate.state !== 'closed' && !leavesSoon(mission));

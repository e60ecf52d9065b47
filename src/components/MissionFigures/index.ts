export { MissionFigures } from './MissionFigures';

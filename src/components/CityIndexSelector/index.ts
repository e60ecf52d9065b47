export {
  CityIndexSelector,
  CITY_HISTORY_KEY,
  CITY_HISTORY_LIMIT,
  readCityHistory,
  pushCityHistory,
  groupAirports,
  searchAirports,
} from './CityIndexSelector';
export type { Airport, CityIndexSelectorProps } from './CityIndexSelector';

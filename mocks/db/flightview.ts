/** How a flight is shown in lists (dynamics list, followed flights, tasks). */
import type { Flight, FlightListItem } from '@/api/schema/dynamics';
import { findAirport } from './airports';

export const shortName = (code: string): string =>
  (findAirport(code)?.name ?? code).replace('国际机场', '').replace('机场', '');

export function toListItem(flight: Flight, followed: Set<string>, crewId: string | null): FlightListItem {
  return {
    id: flight.id,
    flightNo: flight.flightNo,
    flightDate: flight.flightDate,
    aircraftType: flight.aircraftType,
    registration: flight.registration,
    from: flight.from,
    fromName: shortName(flight.from),
    to: flight.to,
    toName: shortName(flight.to),
    divertedTo: flight.divertedTo,
    plannedDeparture: flight.plannedDeparture,
    plannedArrival: flight.plannedArrival,
    estimatedDeparture: flight.estimatedDeparture,
    actualDeparture: flight.actualDeparture,
    actualArrival: flight.actualArrival,
    status: flight.status,
    delayReason: flight.delayReason,
    gate: flight.gate,
    followed: followed.has(flight.id),
    mine: crewId !== null && flight.crew.some((c) => c.crewId === crewId),
  };
}

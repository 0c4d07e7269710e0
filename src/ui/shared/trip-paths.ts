/** Paths of the trip screens (Mantine's polymorphic links take a plain `to`, so params are filled here). */
export const tripPath = (tripid: string) => `/trips/${encodeURIComponent(tripid)}`;
export const tripViewPath = (tripid: string) => `/pre-trip-flow/view/${encodeURIComponent(tripid)}`;

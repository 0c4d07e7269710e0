/** Where a hotel photo's placeholder is drawn (photos-route.ts; docs/features/hotels.md "Photos"). */
export const hotelPhotoUrl = (photoid: string) => `/api/hotel-photos/${encodeURIComponent(photoid)}.svg`;

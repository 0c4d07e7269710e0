import type { CustomFieldChannel } from '../../../src/contract/custom-fields/channels';

/** The product's own custom-field channel of the hotel booking form (bookhotel, approvals, trip items). */
export const HOTEL_BOOKING_CHANNEL: CustomFieldChannel = 'hotelbooking';

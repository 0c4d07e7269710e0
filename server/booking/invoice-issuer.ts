import type { GstParty } from '../../src/domain/gst-invoice';

/*
 * Voyage itself, as a GST invoice names it (docs/features/gst-invoice.md). For air travel booked
 * through a platform the airline supplies the fare and the insurer the policy, so theirs are the
 * supplier GSTINs; ours would head a line only for a fee of our own (a convenience fee), which no
 * booking charges today, so the invoice names us as the platform it was issued through.
 */
export const VOYAGE_PLATFORM: GstParty = {
  name: 'Voyage Travel Technologies Pvt Ltd',
  address: '4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103, Karnataka',
  gstin: '29AAFCV4321M1ZZ',
};

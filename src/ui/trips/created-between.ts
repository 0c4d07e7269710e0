import { formatDate } from '../../domain/format';

export const CREATED_BETWEEN_LABEL = 'Created between';
export const CREATED_BETWEEN_WIDTH = 260;

/** The window as the date picker shows it ("1 Sep 2026 – 28 Nov 2026"), for the field shown while the picker loads. */
export const createdBetweenText = (startdate: string, enddate: string) => `${formatDate(startdate)} – ${formatDate(enddate)}`;

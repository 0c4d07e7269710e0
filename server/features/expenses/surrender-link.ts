import { pdfLinks } from '../../pdf/pdf-link';

/**
 * Signed links to surrender letters (server/pdf/pdf-link.ts), `/api/expense-pdf/<token>`: their own
 * secret and prefix, so a trip's link never opens a letter. Always tied to the session that asked.
 */
export const surrenderLinks = pdfLinks<'surrender'>('expense-pdf-link-hmac', '/api/expense-pdf/', ['surrender']);

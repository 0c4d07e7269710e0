import { CONFIRM_INVITE_PAGE } from '../../../src/contract/people/confirm-register';

/* The mails of people administration; the link opens the confirmation page with the webtoken. */

/** Relative unless PUBLIC_URL names the site (docs/operations.md), as every mailed link. */
export const confirmLink = (token: string) => `${(process.env.PUBLIC_URL ?? '').replace(/\/$/, '')}${CONFIRM_INVITE_PAGE}?webtoken=${token}`;

export function invitationMail(companyName: string, token: string) {
  return {
    subject: `You are invited to travel with ${companyName} on Voyage`,
    body: [
      `${companyName} has invited you to book and manage your business travel on Voyage.`,
      `Open this link within 7 days to set your name and password:\n\n${confirmLink(token)}`,
      'If you did not expect this invitation, ignore this mail.',
    ].join('\n\n'),
  };
}

export function activationMail(companyName: string, token: string) {
  return {
    subject: `Activate your ${companyName} account on Voyage`,
    body: [
      `Your travel administrator at ${companyName} has created a Voyage account for you.`,
      `Open this link within 7 days to choose your password and activate it:\n\n${confirmLink(token)}`,
    ].join('\n\n'),
  };
}

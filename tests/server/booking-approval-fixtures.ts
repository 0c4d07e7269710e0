import type { TestApp } from './helpers/test-app';

/* Shared by the booking-approval tests: an insurance booking request that Acme's policy sends for approval. */

/** Worldwide Classic, 20 days, one traveller of 35: ₹3,700 premium, above Acme's ₹3,000 international limit. */
export const INS_QUERY = 'R1;WWCLASSIC;4366.00;5;WW;1;2026-04-10;2026-04-30;1;1990-04-12;35';

export function insuranceBookingRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    corporateid: '1001',
    profileid: '20001',
    passengers: [{ title: 'Mr', firstname: 'Rahul', lastname: 'Verma', gender: 'male', age: 35, dob: '1990-04-12', email: 'traveller@acme.test', mobile: '9876543210' }],
    insurancerecommendation: {
      totalnet: '4366.00', plancode: 'WWCLASSIC', recordid: 'R1', categoryid: '5', categorycode: 'WW',
      startdate: '2026-04-10', enddate: '2026-04-30', daylimit: 20,
    },
    domint: 'international',
    tripid: '',
    paymentmode: 'cashcard',
    contact_email: 'traveller@acme.test',
    contact_mobile: '9876543210',
    insquery: INS_QUERY,
    // Acme requires a purpose of travel (the default trip settings).
    purpose: 'official',
    ...overrides,
  };
}

export const sendForApproval = (t: TestApp, token: string, jsondata: Record<string, unknown> = insuranceBookingRequest()) =>
  t.service(token, { opid: 'TG-INSURANCE', actioncode: 'sendforapproval', jsondata });

export const decideBooking = (t: TestApp, token: string, approvalid: string, decision: string, remarks?: string) =>
  t.service(token, { opid: 'TG-APPROVALS', action: 'decidebookingapproval', approvalid, decision, ...(remarks !== undefined ? { remarks } : {}) });

export const approverList = async (t: TestApp, token: string) =>
  (await t.service(token, { opid: 'TG-APPROVALS', action: 'getbookingapprovals' })).json().list as Record<string, unknown>[];

export const myList = async (t: TestApp, token: string, service = 'insurance') =>
  (await t.service(token, { opid: 'TG-APPROVALS', action: 'getmybookingapprovals', service })).json().list as Record<string, unknown>[];

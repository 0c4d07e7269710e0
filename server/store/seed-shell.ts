import type { Tx } from './db';
import { corporateNotifications, supportContacts } from './schema-shell';

/** Help-dialog contacts of the demo companies; Globex's differ so tests can tell companies apart. */
const SUPPORT_CONTACTS = [
  { id: 'sc-1001-1', corporateId: '1001', name: 'Acme Travel Desk', contactNumbers: '+91 22 4000 1001', email: 'traveldesk@acme.test', instructions: 'Weekdays 9:00 to 18:00 IST for bookings and changes.', sortOrder: 1 },
  { id: 'sc-1001-2', corporateId: '1001', name: 'Acme 24x7 Emergency', contactNumbers: '+91 98200 00911', email: 'emergency@acme.test', instructions: 'Only for travel emergencies outside office hours.', sortOrder: 2 },
  { id: 'sc-1002-1', corporateId: '1002', name: 'Globex Travel Help', contactNumbers: '+1 555 0100 200', email: 'travelhelp@globex.test', instructions: 'Around the clock, all regions.', sortOrder: 1 },
];

/** Login notifications of the demo companies (HTML descriptions, as admins write them). */
const NOTIFICATIONS = [
  { id: 'nt-1001-1', corporateId: '1001', title: 'Monsoon travel advisory', description: '<p>Expect <strong>flight delays</strong> in Mumbai this week. Book flexible fares.</p>', minutesAgo: 30 },
  { id: 'nt-1001-2', corporateId: '1001', title: 'New hotel partners', description: '<p>Twelve new partner hotels in Bengaluru now carry <em>corporate rates</em>.</p>', minutesAgo: 20 },
  { id: 'nt-1001-3', corporateId: '1001', title: 'Expense deadline', description: '<p>Submit March expenses by the <strong>5th</strong>.</p>', minutesAgo: 10 },
  { id: 'nt-1002-1', corporateId: '1002', title: 'Globex travel freeze', description: '<p>Non-essential travel needs VP approval this quarter.</p>', minutesAgo: 10 },
];

/** Demo data of the shell area, seeded with the demo company into an empty database. */
export async function seedShell(tx: Tx, now: Date): Promise<void> {
  await tx.insert(supportContacts).values(SUPPORT_CONTACTS);
  await tx.insert(corporateNotifications).values(
    NOTIFICATIONS.map(({ minutesAgo, ...n }) => ({ ...n, createdAt: new Date(now.getTime() - minutesAgo * 60_000) })),
  );
}

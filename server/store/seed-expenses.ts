import { and, eq } from 'drizzle-orm';
import { addDays, indiaToday } from '../../src/domain/calendar-days';
import type { Tx } from './db';
import { trips } from './schema';
import { type Claimant, insertDemoLines } from './seed-expense-lines';
import { type DemoReport, insertDemoReport } from './seed-expense-reports';

/*
 * Acme's demo expense claims (docs/features/expenses.md "Demo data"), so every expense screen has
 * something to show: traveller@acme.test (Rahul Verma) has two lines in no report and a report in
 * each stage; manager@acme.test has one to approve; finance@acme.test one to verify, one to pay and
 * one paid in a batch. Dated back from `now`, except the trip report, which is the ticketed
 * Singapore trip's (seed-trips.ts). No demo trip has an advance, so none is settled.
 */

const RAHUL: Claimant = { corporateId: '1001', profileId: '20001', currency: 'INR' };
const PRIYA = '20002';
const ANANYA = '20006';
const ROUTING = { approverId: PRIYA };

export async function seedExpenses(tx: Tx, now: Date): Promise<void> {
  const day = (daysAgo: number) => addDays(indiaToday(now), -daysAgo);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const [singapore] = await tx
    .select({ id: trips.id, name: trips.tripName, from: trips.fromDate, to: trips.toDate })
    .from(trips)
    .where(and(eq(trips.corporateId, RAHUL.corporateId), eq(trips.travellerProfileId, RAHUL.profileId), eq(trips.tripName, 'Singapore partner summit')));
  if (!singapore) throw new Error('demo expenses: the Singapore demo trip is missing');

  await insertDemoLines(tx, RAHUL, { reportId: '', tripId: '' }, [
    { type: 'expense', category: 'LOCAL', date: day(1), merchant: 'Uber', amount: '280.00', method: 'cash', notes: 'Office to client site' },
    { type: 'expense', category: 'MEALS', date: day(2), merchant: 'Truffles', amount: '850.00', method: 'personalcard', notes: 'Lunch with the client team', receipt: 1 },
  ], at(1));

  const reports: DemoReport[] = [
    {
      title: 'Tumakuru customer workshop',
      tripId: '',
      createdAt: at(4),
      lines: [
        { type: 'mileage', date: day(5), merchant: 'Bengaluru to Tumakuru and back', vehicleId: 'VH1001CAR', km: '148.00' },
        { type: 'expense', category: 'MEALS', date: day(5), merchant: 'Kamat', amount: '420.00', method: 'cash' },
      ],
      steps: [],
    },
    {
      title: 'Hyderabad vendor audit',
      tripId: '',
      createdAt: at(4),
      lines: [
        { type: 'expense', category: 'HOTEL', date: day(6), merchant: 'Hotel Marigold', amount: '6200.00', method: 'personalcard', notes: 'One night', receipt: 2 },
        { type: 'expense', category: 'LOCAL', date: day(6), merchant: 'Rapido', amount: '260.00', method: 'cash' },
      ],
      steps: [{ event: 'SUBMIT', by: RAHUL.profileId, at: at(2) }],
    },
    {
      title: 'Chennai sales review',
      tripId: '',
      createdAt: at(12),
      lines: [
        { type: 'expense', category: 'MEALS', date: day(13), merchant: 'Dakshin', amount: '1450.00', method: 'personalcard', notes: 'Dinner with the distributor', receipt: 3 },
        { type: 'expense', category: 'LOCAL', date: day(13), merchant: 'Ola', amount: '240.00', method: 'cash' },
      ],
      steps: [
        { event: 'SUBMIT', by: RAHUL.profileId, at: at(10) },
        { event: 'APPROVE', by: PRIYA, at: at(9), remarks: 'Approved' },
      ],
    },
    {
      title: 'Mysuru plant visit',
      tripId: '',
      createdAt: at(20),
      lines: [
        { type: 'mileage', date: day(21), merchant: 'Bengaluru to Mysuru and back', vehicleId: 'VH1001CAR', km: '290.00' },
        { type: 'expense', category: 'MEALS', date: day(21), merchant: 'Mylari', amount: '380.00', method: 'cash' },
      ],
      steps: [
        { event: 'SUBMIT', by: RAHUL.profileId, at: at(18) },
        { event: 'APPROVE', by: PRIYA, at: at(17), remarks: 'Approved' },
        { event: 'CONTROLLER_VERIFY', by: ANANYA, at: at(16) },
        { event: 'VERIFY', by: ANANYA, at: at(15), remarks: 'Checked against the log book' },
      ],
    },
    {
      title: singapore.name,
      tripId: singapore.id,
      createdAt: at(40),
      lines: [
        { type: 'perdiem', date: singapore.from, tripId: singapore.id, days: 3 },
        { type: 'expense', category: 'LOCAL', date: singapore.to, merchant: 'ComfortDelGro', amount: '38.50', currency: 'SGD', method: 'personalcard', notes: 'Taxi to Changi', receipt: 4 },
      ],
      steps: [
        { event: 'SUBMIT', by: RAHUL.profileId, at: at(38) },
        { event: 'APPROVE', by: PRIYA, at: at(37), remarks: 'Approved' },
        { event: 'CONTROLLER_VERIFY', by: ANANYA, at: at(36) },
        { event: 'VERIFY', by: ANANYA, at: at(35) },
        { event: 'PROCESS', by: ANANYA, at: at(34) },
        { event: 'PAY', by: ANANYA, at: at(32), remarks: 'UTR AXISN52026118841' },
      ],
    },
  ];
  for (const report of reports) await insertDemoReport(tx, RAHUL, ROUTING, report);
}

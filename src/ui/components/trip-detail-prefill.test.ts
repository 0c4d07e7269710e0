import { describe, expect, it } from 'vitest';
import { tripDetailsOfTrip } from './trip-detail-prefill';

const masters = {
  purposes: [{ id: 'official', name: 'Official' }],
  reasons: [
    { id: 'clientmeeting', name: 'Client meeting', isother: false },
    { id: 'other', name: 'Other', isother: true },
  ],
  projects: [
    { projectid: 'PRJ1', projectname: 'Audit', projectcode: 'AU', costcenterid: 'CC1', departmentid: 'D1', triptypeid: '' },
  ],
};

describe("a trip's own details as a booking's", () => {
  it('takes what the lists hold, by id or by name in any case', () => {
    const trip = { trip_purpose: ' official ', travelreason: 'client MEETING', trip_projectid: 'PRJ1' };
    expect(tripDetailsOfTrip(trip, masters)).toEqual({ purpose: 'official', reason: 'clientmeeting', projectid: 'PRJ1' });
  });

  it('leaves on Select what the lists do not offer', () => {
    const trip = { trip_purpose: 'Other - Trade fair', travelreason: 'Trade fair', trip_projectid: 'PRJ9' };
    expect(tripDetailsOfTrip(trip, masters)).toEqual({ purpose: '', reason: '', projectid: '' });
    expect(tripDetailsOfTrip({ trip_purpose: '', travelreason: '', trip_projectid: '' }, masters)).toEqual({
      purpose: '',
      reason: '',
      projectid: '',
    });
  });
});

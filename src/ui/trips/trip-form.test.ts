import { describe, expect, it } from 'vitest';
import { localTripRow } from '../../db/trips-drafts';
import { EMPTY_TRIP_FORM, type TripFormValues, toTripInput, tripFormValues, validateTripForm } from './trip-form';

const filled: TripFormValues = {
  ...EMPTY_TRIP_FORM,
  tripname: 'Pune plant audit',
  travelreason: 'Client meeting',
  origin: 'Mumbai',
  destination: 'Pune',
  destinationcountries: ['IN'],
  triptypeid: 'TT1001D',
  fromdate: '2026-05-04',
  todate: '2026-05-06',
};

describe('trip form checks', () => {
  it('names every missing field at once', () => {
    expect(validateTripForm(EMPTY_TRIP_FORM)).toEqual({
      tripname: 'Please enter the trip name',
      travelreason: 'Please select the travel reason',
      origin: 'Please enter the origin',
      destination: 'Please enter the destination',
      destinationcountries: 'Please select the destination country',
      fromdate: 'Please select the from date',
      todate: 'Please select the to date',
    });
    expect(validateTripForm(filled)).toEqual({});
  });

  it("asks for the other reason for each of the spec's 'other' spellings", () => {
    for (const travelreason of ['other', 'Other', 'OTHER', 'Others', 'others', 'OTHERS']) {
      expect(validateTripForm({ ...filled, travelreason }).otherreason).toBe('Please enter the other reason');
      expect(validateTripForm({ ...filled, travelreason, otherreason: 'Trade fair' })).toEqual({});
    }
  });

  it('keeps the to date on or after the from date and within the company limit', () => {
    expect(validateTripForm({ ...filled, todate: '2026-05-03' }).todate).toBe('To date cannot be before the from date');
    expect(validateTripForm({ ...filled, todate: '2026-05-04' })).toEqual({});
    expect(validateTripForm(filled, { maxTripDays: 2 }).todate).toBe('A trip can last at most 2 days');
    expect(validateTripForm(filled, { maxTripDays: 3 })).toEqual({});
  });

  it('requires a project only where the company does, and a valid imprest amount when one is asked for', () => {
    expect(validateTripForm(filled, { projectRequired: true }).projectid).toBe('Please select the project');
    const imprest = { ...filled, imprestrequired: true };
    expect(validateTripForm({ ...imprest, imprestamount: '' }).imprestamount).toBe('Please enter the imprest amount');
    expect(validateTripForm({ ...imprest, imprestamount: '12.345' }).imprestamount).toBe(
      'Please enter the imprest amount',
    );
    expect(validateTripForm({ ...imprest, imprestamount: '0' }).imprestamount).toBe('Please enter the imprest amount');
    expect(validateTripForm({ ...imprest, imprestamount: '2500.50' })).toEqual({});
  });
});

describe('trip form ↔ trip record', () => {
  it('sends the spec defaults, the project’s cost centre and the billable spelling', () => {
    const input = toTripInput(
      { ...filled, projectid: 'PRJ1001B', billable: true, imprestrequired: true, imprestamount: '2500' },
      [{ projectid: 'PRJ1001B', costcenterid: 'CC1001E', departmentid: 'DP1001E' }],
    );
    expect(input).toMatchObject({
      trip_projectid: 'PRJ1001B',
      costcenterid: 'CC1001E',
      departmentid: 'DP1001E',
      billabletype: 'billable',
      imprestrequired: true,
      imprestamountrequested: '2500',
      imprestcurrency: 'USD',
      trip_budget: '0',
      autocreateexpensereport: true,
      otherreason: '',
    });
    expect(toTripInput(filled, [])).toMatchObject({ billabletype: 'nonbillalble', imprestamountrequested: '0' });
  });

  it('reads a stored trip back into the same form values', () => {
    const trip = localTripRow('710001', toTripInput({ ...filled, billable: true }, []), {
      profileid: '20001',
      corporateid: '1001',
      name: 'Ravi',
    });
    expect(tripFormValues(trip)).toEqual({ ...filled, billable: true });
  });

  it('keeps a project no longer offered, with its cost centre, until another is picked', () => {
    const charged = { projectid: 'PRJ-OLD', costcenterid: 'CC1001E', departmentid: 'DP1001E' };
    const trip = localTripRow('710002', toTripInput({ ...filled, projectid: 'PRJ-OLD' }, [charged]), { profileid: '20001', corporateid: '1001', name: 'Ravi' });
    const editing = tripFormValues(trip);
    expect(editing.keptProject).toEqual(charged);
    // The project is no longer among the offered ones: the trip keeps it and its cost centre.
    expect(toTripInput(editing, [])).toMatchObject({ trip_projectid: 'PRJ-OLD', costcenterid: 'CC1001E', departmentid: 'DP1001E' });
    const offered = { projectid: 'PRJ1001B', costcenterid: 'CC1001S', departmentid: 'DP1001S' };
    expect(toTripInput({ ...editing, projectid: 'PRJ1001B' }, [offered])).toMatchObject({ trip_projectid: 'PRJ1001B', costcenterid: 'CC1001S' });
    expect(toTripInput({ ...editing, projectid: '' }, [])).toMatchObject({ trip_projectid: '', costcenterid: '' });
  });

  it('asks for a billable customer only of a billable trip the company wants one for, and sends it as billableid', () => {
    const billable = { ...filled, billable: true };
    expect(validateTripForm(billable, { billableCustomerRequired: true }).customerid).toBe(
      'Select a billable customer',
    );
    expect(validateTripForm(billable)).toEqual({});
    expect(validateTripForm({ ...billable, billable: false }, { billableCustomerRequired: true })).toEqual({});
    expect(toTripInput({ ...billable, customerid: 'BC1001T' }, [])).toMatchObject({
      billabletype: 'billable',
      billableid: 'BC1001T',
    });
    expect(toTripInput({ ...filled, customerid: 'BC1001T' }, [])).toMatchObject({
      billabletype: 'nonbillalble',
      billableid: '',
    });
    const trip = localTripRow('710002', toTripInput({ ...billable, customerid: 'BC1001T' }, []), {
      profileid: '20001',
      corporateid: '1001',
      name: 'Ravi',
    });
    expect(tripFormValues(trip)).toMatchObject({ billable: true, customerid: 'BC1001T' });
  });
});

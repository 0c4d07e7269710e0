import { describe, expect, it } from 'vitest';
import {
  bookingReference,
  canCancel,
  fareRows,
  genderName,
  optionalColumns,
  originalTicketUrl,
  policyFields,
  travellerName,
} from './ticket-fields';
import { insuranceInvoice, passenger } from './ticket-test-kit';

const { insurancerecord: record } = insuranceInvoice();

describe('insurance ticket fields', () => {
  it('labels the train-style fields by their policy meaning', () => {
    expect(policyFields(record)).toEqual([
      { label: 'Plan name', value: 'Travel Secure Silver' },
      { label: 'Policy number', value: 'POL-2026-000123' },
      { label: 'Category', value: 'Europe (Schengen) (EUR)' },
      { label: 'Cover start date', value: '10 Mar 2026' },
      { label: 'Cover end date', value: '19 Mar 2026' },
      { label: 'Days covered', value: '10' },
      { label: 'Booking reference', value: 'TGI100045' },
      { label: 'Contact mobile', value: '9876543210' },
      { label: 'Contact email', value: 'ravi@acme.test' },
      { label: 'Plan code', value: 'TSS-EU' },
      { label: 'Domestic / international', value: 'International' },
      { label: 'Booked on', value: '1 Feb 2026' },
    ]);
  });

  it('hides the fields that carry nothing, and never shows the rail-only destination fields', () => {
    const sparse = { ...record, trainnumber: '', paxmobile: '  ', fromstncode: '', deptime: '', bookedon: '' };
    const labels = policyFields(sparse).map((f) => f.label);
    expect(labels).not.toContain('Policy number');
    expect(labels).not.toContain('Contact mobile');
    expect(labels).not.toContain('Booked on');
    // jdate (the rail travel date) stands in for a missing cover start.
    expect(policyFields(sparse)).toContainEqual({ label: 'Cover start date', value: '10 Mar 2026' });
    expect(policyFields(sparse)).toContainEqual({ label: 'Category', value: 'Europe (Schengen)' });
    expect(JSON.stringify(policyFields(record))).not.toMatch(/tostn|station|train/i);
  });

  it("reads the fare: basic fare is the premium, the handling charges are the GST, and the total net", () => {
    expect(fareRows(record)).toEqual([
      { label: 'Basic fare', paise: 100000n },
      { label: 'GST', paise: 18000n },
      { label: 'Total net', paise: 118000n },
    ]);
  });

  it('offers Cancel only for a paid policy on no trip with a traveller still covered', () => {
    const both = [passenger(1), passenger(2)];
    expect(canCancel(record, both)).toBe(true);
    expect(canCancel({ ...record, tripid: '710001' }, both)).toBe(false);
    expect(canCancel(record, [passenger(1, { status: 'cancelled' }), passenger(2, { status: 'cancelled' })])).toBe(false);
    expect(canCancel(record, [passenger(1, { status: 'cancelled' }), passenger(2)])).toBe(true);
    expect(canCancel({ ...record, bookingstatus: 'paymentpending' }, both)).toBe(false);
  });

  it('shows seat and meal columns only when some traveller carries one', () => {
    expect(optionalColumns([passenger(1), passenger(2)])).toEqual({ seat: false, meal: false });
    expect(optionalColumns([passenger(1), passenger(2, { mealpref: 'V' })])).toEqual({ seat: false, meal: true });
  });

  it('names travellers and references the booking', () => {
    expect(travellerName(passenger(1))).toBe('Mr Ravi1 Kumar');
    expect(genderName(passenger(1))).toBe('Male');
    expect(bookingReference(record)).toBe('TGI100045');
    expect(bookingReference({ ...record, tgbookingref: '' })).toBe('TGI100045');
  });

  it('links the original ticket only for web addresses', () => {
    expect(originalTicketUrl(record)).toBe('');
    expect(originalTicketUrl({ ...record, original_eticket_url: 'https://insurer.example/p/1' })).toBe('https://insurer.example/p/1');
    expect(originalTicketUrl({ ...record, original_eticket_url: 'javascript:alert(1)' })).toBe('');
    expect(originalTicketUrl({ ...record, original_eticket_url: '//evil.example' })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { ageOn, flightTravellerProblem, paxAgeProblem } from './flight-booking-rules';

const adult = {
  paxtype: 'ADT',
  title: 'Mr',
  firstname: 'Rahul',
  lastname: 'Verma',
  gender: 'male',
  dob: '',
  passportnumber: '',
};

describe('flightTravellerProblem', () => {
  it('takes a domestic adult without a birth date', () => {
    expect(flightTravellerProblem(adult, 1, 'domestic')).toBeNull();
  });

  it('answers the first problem in the spec order', () => {
    expect(flightTravellerProblem({ ...adult, title: 'Dr', firstname: '' }, 2, 'domestic')).toBe(
      'Please select traveller 2 title',
    );
    expect(flightTravellerProblem({ ...adult, firstname: ' ', lastname: '' }, 1, 'domestic')).toBe(
      'Please enter traveller 1 first name',
    );
    expect(flightTravellerProblem({ ...adult, lastname: '' }, 1, 'domestic')).toBe(
      'Please enter traveller 1 last name',
    );
    expect(flightTravellerProblem({ ...adult, gender: '' }, 1, 'domestic')).toBe('Please select traveller 1 gender');
    expect(flightTravellerProblem(null, 3, 'domestic')).toBe('Please select traveller 3 title');
  });

  it('wants a birth date for children, infants and international travellers, and a passport abroad', () => {
    expect(flightTravellerProblem({ ...adult, paxtype: 'CHD', title: 'Mstr' }, 2, 'domestic')).toBe(
      'Please select traveller 2 date of birth',
    );
    expect(flightTravellerProblem({ ...adult, paxtype: 'INF', title: 'Miss', dob: '2025-13' }, 3, 'domestic')).toBe(
      'Please select traveller 3 date of birth',
    );
    expect(flightTravellerProblem(adult, 1, 'international')).toBe('Please select traveller 1 date of birth');
    expect(flightTravellerProblem({ ...adult, dob: '1990-04-12' }, 1, 'international')).toBe(
      'Please enter traveller 1 passport number',
    );
    expect(
      flightTravellerProblem({ ...adult, dob: '1990-04-12', passportnumber: 'Z1234567' }, 1, 'international'),
    ).toBeNull();
  });
});

describe('paxAgeProblem', () => {
  it('counts whole years on the day of travel', () => {
    expect(ageOn('2014-03-20', '2026-03-19')).toBe(11);
    expect(ageOn('2014-03-20', '2026-03-20')).toBe(12);
  });

  it('holds infants under 2, children 2 to 11, adults 12 and over', () => {
    expect(paxAgeProblem('INF', '2024-03-21', '2026-03-20', 3)).toBeNull();
    expect(paxAgeProblem('INF', '2024-03-20', '2026-03-20', 3)).toBe(
      'traveller 3: an infant must be under 2 on the day of travel',
    );
    expect(paxAgeProblem('CHD', '2014-03-21', '2026-03-20', 2)).toBeNull();
    expect(paxAgeProblem('CHD', '2014-03-20', '2026-03-20', 2)).toBe(
      'traveller 2: a child must be 2 to 11 on the day of travel',
    );
    expect(paxAgeProblem('ADT', '2016-01-01', '2026-03-20', 1)).toBe(
      'traveller 1: an adult must be 12 or over on the day of travel',
    );
    expect(paxAgeProblem('ADT', '', '2026-03-20', 1)).toBeNull();
    expect(paxAgeProblem('INF', '2026-04-01', '2026-03-20', 1)).toBe('Please select traveller 1 date of birth');
  });
});

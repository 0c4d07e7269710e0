import { describe, expect, it } from 'vitest';
import { categoryForCountries } from './insurance-prefill-category';

describe('the insurance category of a route', () => {
  const codeOf = (countries: string[]) => categoryForCountries(countries)?.categorycode;

  it('is domestic while the route stays in India', () => {
    expect(categoryForCountries(['IN', 'in'])).toEqual({ domint: 'domestic', categorycode: 'DOM', countries: [] });
  });

  it('is the narrowest category covering every country abroad', () => {
    expect(codeOf(['IN', 'SG', 'AE'])).toBe('ASIA');
    expect(codeOf(['IN', 'FR', 'DE', 'CH'])).toBe('SCHENGEN');
    expect(codeOf(['IN', 'GB'])).toBe('WWEXUSCA');
    expect(codeOf(['IN', 'SG', 'FR'])).toBe('WWEXUSCA');
    expect(codeOf(['IN', 'GB', 'US'])).toBe('WW');
    expect(codeOf(['IN', 'CA'])).toBe('WW');
  });

  it('is unknown when an airport country is', () => {
    expect(categoryForCountries([])).toBeNull();
    expect(categoryForCountries(['IN', ''])).toBeNull();
    expect(categoryForCountries(['IN', 'Singapore'])).toBeNull();
  });
});

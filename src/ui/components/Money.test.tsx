import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { Money } from './Money';

afterEach(() => {
  cleanup();
  setSession(null);
});

function withCurrency(base_currency: string) {
  setSession(loginFixture({ profilemaster: { ...loginFixture().profilemaster, base_currency } }));
}

describe('Money', () => {
  it.each([
    ['INR', 1234567_89n, '₹12,34,568'],
    ['PHP', 99_50n, '₱100'],
    ['USD', 1000000_00n, '$10,00,000'],
    ['AED', 1000_00n, 'AED 1,000'],
  ])('shows %s amounts in the user’s base currency', (code, minor, text) => {
    withCurrency(code);
    render(<Money minor={minor} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('takes an explicit currency over the user’s', () => {
    withCurrency('INR');
    render(<Money minor={500_00n} currency="USD" />);
    expect(screen.getByText('$500')).toBeTruthy();
  });
});

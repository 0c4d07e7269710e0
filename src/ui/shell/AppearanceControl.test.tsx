import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../shared/screen-test-kit';
import { AppearanceControl } from './AppearanceControl';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('AppearanceControl', () => {
  // Role queries over Mantine's SegmentedControl take seconds in jsdom on a busy 2-core machine.
  it('switches the colour scheme and keeps the choice on the device', { timeout: 20_000 }, () => {
    renderScreen(<AppearanceControl />);
    const group = screen.getByRole('group', { name: 'Appearance' });
    expect(group).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('auto');
  });
});

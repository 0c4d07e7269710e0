import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../shared/screen-test-kit';
import { Term } from './Term';

afterEach(cleanup);

describe('Term', () => {
  it('explains a known code in a tooltip reached by keyboard focus, and as its description', async () => {
    renderScreen(<Term term="K3" />);
    const term = screen.getByText('K3');
    expect(term.getAttribute('aria-description')).toBe('GST on fares');
    expect(term.tabIndex).toBe(0);
    fireEvent.focus(term);
    expect((await screen.findByRole('tooltip')).textContent).toBe('GST on fares');
  });

  it('leaves a term that needs no explanation as plain text', () => {
    renderScreen(<Term term="Base fare" />);
    expect(screen.getByText('Base fare').tagName).not.toBe('ABBR');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { PolicyBadge, type PolicyBadgeProps } from './PolicyBadge';

afterEach(cleanup);

const corporate = { user_category: 'corporate', isidentity: true } as const;
const renderBadge = (props: PolicyBadgeProps) =>
  render(
    <MantineProvider>
      <PolicyBadge {...props} />
    </MantineProvider>,
  );

describe('PolicyBadge', () => {
  it('says In policy', () => {
    renderBadge({ inPolicy: true, user: corporate });
    expect(screen.getByText('In policy')).toBeTruthy();
  });

  it('says Out of policy with the violation reason as tooltip', async () => {
    renderBadge({ inPolicy: false, violationReason: 'Fare above the 8,000 limit', user: corporate });
    // Keyboard focus opens it as hover does; a simulated hover went unnoticed now and then under load.
    fireEvent.focus(screen.getByText('Out of policy'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Fare above the 8,000 limit');
  });

  it.each([
    [{ user_category: 'corporate', isidentity: false }, true],
    [{ user_category: 'sme', isidentity: false }, true],
    [{ user_category: 'businesstraveller', isidentity: false }, true],
    [{ user_category: 'sme', isidentity: true }, false],
    [{ user_category: 'businesstraveller', isidentity: true }, false],
  ] as const)('for %o is shown: %s', (user, shown) => {
    renderBadge({ inPolicy: true, user });
    expect(screen.queryByText('In policy') !== null).toBe(shown);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    await userEvent.setup().hover(screen.getByText('Out of policy'));
    // The tooltip opens after a transition: a loaded machine needs longer than the 1 s default.
    expect((await screen.findByRole('tooltip', {}, { timeout: 5000 })).textContent).toBe('Fare above the 8,000 limit');
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

import { Badge, Tooltip } from '@mantine/core';
import type { UserCategory } from '../../contract/roles';
import { showsPolicyBadge } from '../../domain/user-display';

export interface PolicyBadgeProps {
  inPolicy: boolean;
  /** Why the option breaks the travel policy; shown as the tooltip of 'Out of policy'. */
  violationReason?: string;
  user: { user_category: UserCategory; isidentity: boolean };
}

/** 'In policy' / 'Out of policy' (docs/product.md#shell), only for the users the policy applies to. */
export function PolicyBadge({ inPolicy, violationReason, user }: PolicyBadgeProps) {
  if (!showsPolicyBadge(user)) return null;
  if (inPolicy) {
    return (
      <Badge color="green" variant="light">
        In policy
      </Badge>
    );
  }
  const badge = (
    <Badge color="red" variant="light" tabIndex={0}>
      Out of policy
    </Badge>
  );
  return violationReason ? (
    <Tooltip label={violationReason} withArrow events={{ hover: true, focus: true, touch: true }}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}

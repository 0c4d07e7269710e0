import { Badge, Button, List, Popover } from '@mantine/core';
import type { HotelPolicyVerdictWire } from '../../contract/hotels/search-shapes';

/**
 * The company's hotel policy verdict on a rate, as the server judged it for the traveller
 * (src/domain/hotel-policy.ts). Out of policy is a button: its reasons open in a popover that a
 * keyboard and a touch reach alike. Nothing without a verdict (no hotel policy).
 */
export function HotelPolicyBadge({ verdict }: { verdict: HotelPolicyVerdictWire | undefined }) {
  if (!verdict) return null;
  if (verdict.inpolicy)
    return (
      <Badge color="green" variant="light">
        In policy
      </Badge>
    );
  return (
    <Popover withArrow position="bottom-start" shadow="md">
      <Popover.Target>
        <Button size="compact-xs" variant="light" color="red">
          Out of policy
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={320}>
        <List size="sm" aria-label="Why it is out of policy">
          {verdict.reasons.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
          {verdict.needsapproval && <List.Item>Booking it needs your approver’s approval.</List.Item>}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { api } from '../../api';
import { type VisaWarningWire, getVisaCoverage } from '../../contract/visas/coverage';
import type { RequestOf } from '../../contract/operation';
import { useSession } from '../../session/store';

export type VisaCoverageRequest = Pick<RequestOf<typeof getVisaCoverage>, 'tripid' | 'stays' | 'travellerprofileids'>;

/**
 * The visa warnings of a trip or of a booking about to be made (docs/features/visas.md "Coverage"),
 * asked of the server. They only inform: nothing waits for them, and a check that fails (offline,
 * a trip not synced yet) shows nothing rather than an error.
 */
export function VisaWarnings({ request }: { request: VisaCoverageRequest }) {
  const login = useSession();
  const key = JSON.stringify(request);
  const [answer, setAnswer] = useState<{ key: string; warnings: VisaWarningWire[] } | null>(null);

  useEffect(() => {
    let live = true;
    api.callOperation(getVisaCoverage, JSON.parse(key) as VisaCoverageRequest).then(
      (found) => live && setAnswer({ key, warnings: Array.isArray(found?.warnings) ? found.warnings : [] }),
      () => live && setAnswer({ key, warnings: [] }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  const warnings = answer?.key === key ? answer.warnings : [];
  return <VisaWarningList warnings={warnings} ownProfileid={login?.profilemaster.profileid ?? ''} />;
}

/**
 * The warnings as a notice; names the traveller when the warning is someone else's (an approver,
 * an admin, a colleague booking for others), and links the caller to their own Visas section.
 */
export function VisaWarningList({ warnings, ownProfileid }: { warnings: readonly VisaWarningWire[]; ownProfileid: string }) {
  if (warnings.length === 0) return null;
  const mine = warnings.some((w) => w.profileid === ownProfileid);
  return (
    <Alert color="yellow" title="Visa check" role="status">
      <List size="sm" spacing={4}>
        {warnings.map((w) => (
          <List.Item key={`${w.profileid}-${w.country}-${w.kind}`}>
            {w.profileid === ownProfileid ? w.message : `${w.travellername}: ${w.message}`}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {'You may still go ahead: this is a reminder, not a block. '}
        {mine && (
          <Anchor component={Link} to="/profile" hash="visas" size="sm">
            Add or update your visas in your profile
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api';
import type { PolicyVersionSummary } from '../../contract/policy/policies';
import type { PolicyRules } from '../../contract/policy/rules';
import { formatDate } from '../../domain/format';
import { type Choice, loadVersionRules } from './policy-api';
import { rulesSummary } from './rules-summary';

export interface InForceSummaryProps {
  travelpolicyid: string;
  /** The version in force, or null before the first takes effect. */
  inforce: PolicyVersionSummary | null;
  groups: readonly Choice[];
}

/** What travellers are judged by today, read-only. */
export function InForceSummary({ travelpolicyid, inforce, groups }: InForceSummaryProps) {
  const versionid = inforce?.versionid ?? '';
  const [loaded, setLoaded] = useState<{ versionid: string; rules: PolicyRules } | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!versionid) return;
    let live = true;
    loadVersionRules(travelpolicyid, versionid).then(
      (rules) => live && setLoaded({ versionid, rules }),
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [travelpolicyid, versionid]);

  return (
    <Paper withBorder p="md" component="section" aria-label="Version in force">
      <Stack gap="xs">
        <Title order={3}>
          {inforce
            ? `In force: version ${inforce.version}, since ${formatDate(inforce.effectivefrom)}`
            : 'No version in force yet'}
        </Title>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {inforce && loaded?.versionid === versionid && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
            {rulesSummary(loaded.rules, groups).map((line) => (
              <Text key={line.label} size="sm">
                <b>{line.label}:</b> {line.value}
              </Text>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

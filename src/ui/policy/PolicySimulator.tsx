import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api';
import type { PolicyVersionSummary } from '../../contract/policy/policies';
import type { Simulation } from '../../contract/policy/simulator';
import { indiaToday } from '../../domain/calendar-days';
import { simulateWindow } from './policy-api';
import { SIMULATED_DAYS, runSimulation, simulationWindows } from './simulation-run';
import { SimulationResult } from './SimulationResult';

export interface PolicySimulatorProps {
  travelpolicyid: string;
  /** The saved draft; the simulator replays its rules as saved. */
  draft: PolicyVersionSummary | null;
  /** The form holds changes the saved draft does not. */
  dirty: boolean;
}

type Run =
  | { state: 'idle' }
  | { state: 'running'; percent: number }
  | { state: 'done'; simulation: Simulation }
  | { state: 'failed'; message: string };

/**
 * Replays the company's last 90 days of bookings against the saved draft and the version in force
 * (docs/features/policy.md "Screens"). A run ends when the admin leaves; a new save keys a new
 * simulator, so a result never outlives the rules it was for.
 */
export function PolicySimulator({ travelpolicyid, draft, dirty }: PolicySimulatorProps) {
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const simulate = async () => {
    if (!draft) return;
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const windows = simulationWindows(indiaToday(new Date()));
    setRun({ state: 'running', percent: 0 });
    try {
      const simulation = await runSimulation(
        windows,
        (w) => simulateWindow({ travelpolicyid, versionid: draft.versionid, ...w }, own.signal),
        (done) =>
          !own.signal.aborted && setRun({ state: 'running', percent: Math.round((done * 100) / windows.length) }),
        own.signal,
      );
      if (simulation) setRun({ state: 'done', simulation });
    } catch (e) {
      if (!own.signal.aborted) setRun({ state: 'failed', message: errorMessage(e) });
    }
  };

  const running = run.state === 'running';
  const note = !draft
    ? 'Save the draft first: the simulator replays its saved rules.'
    : dirty
      ? 'Save your changes to simulate them.'
      : '';
  return (
    <Paper withBorder p="md" component="section" aria-label="Simulator">
      <Stack gap="sm">
        <Title order={3}>Simulator</Title>
        <Text size="sm" c="dimmed">
          Replays the last {SIMULATED_DAYS} days of this policy’s flight bookings against the draft and the version in
          force.
        </Text>
        {note && <Text size="sm">{note}</Text>}
        <Button
          onClick={() => void simulate()}
          disabled={!draft || dirty || running}
          loading={running}
          style={{ alignSelf: 'flex-start' }}
        >
          Simulate the last {SIMULATED_DAYS} days
        </Button>
        {running && (
          <Stack gap={4}>
            <Progress value={run.percent} aria-label="Simulating…" animated />
            <Text size="sm" aria-live="polite">
              Simulating… {run.percent}%
            </Text>
          </Stack>
        )}
        {run.state === 'failed' && (
          <Alert color="red" role="alert">
            {run.message}
          </Alert>
        )}
        {run.state === 'done' && <SimulationResult simulation={run.simulation} />}
      </Stack>
    </Paper>
  );
}

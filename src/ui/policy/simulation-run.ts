import { EMPTY_SIMULATION, type Simulation, addSimulations } from '../../contract/policy/simulator';
import { addDays } from '../../domain/calendar-days';

/*
 * The simulator asks for its 90 days in windows and adds the answers up, so the screen can show
 * how far it has got (docs/features/policy.md "Screens").
 */

export const SIMULATED_DAYS = 90;
const WINDOW_DAYS = 9;

export interface SimulationWindow {
  fromdate: string;
  todate: string;
}

/** The ten 9-day windows of the 90 days ending `today` (an India date), oldest first. */
export function simulationWindows(today: string): SimulationWindow[] {
  const first = addDays(today, 1 - SIMULATED_DAYS);
  return Array.from({ length: SIMULATED_DAYS / WINDOW_DAYS }, (_, i) => ({
    fromdate: addDays(first, i * WINDOW_DAYS),
    todate: addDays(first, (i + 1) * WINDOW_DAYS - 1),
  }));
}

/** Asks for each window in turn, telling `onProgress` how many are done; null once `signal` ends the run. */
export async function runSimulation(
  windows: readonly SimulationWindow[],
  ask: (window: SimulationWindow) => Promise<Simulation>,
  onProgress: (done: number) => void,
  signal: AbortSignal,
): Promise<Simulation | null> {
  let sum = EMPTY_SIMULATION;
  for (const [index, window] of windows.entries()) {
    const answer = await ask(window);
    if (signal.aborted) return null;
    sum = addSimulations(sum, answer);
    onProgress(index + 1);
  }
  return sum;
}

import fc from 'fast-check';
import type { Fault } from './inject-transport';

/** One step of a schedule; `A` is the domain's user action. Plain data, so fast-check prints and shrinks it. */
export type Step<A> =
  | { kind: 'user'; tab: number; action: A }
  | { kind: 'network'; online: boolean }
  | { kind: 'flush'; tab: number; faults: Fault[] }
  /** Both tabs flush at once on the same IndexedDB: the lock must serialise them. */
  | { kind: 'two-tabs'; faults: Fault[] }
  /** The client process restarts: every in-memory thing is gone, IndexedDB stays. */
  | { kind: 'restart' }
  /** A copy of an earlier request arrives late (pick: which one, modulo how many were delivered). */
  | { kind: 'redeliver'; pick: number };

const fault = fc.constantFrom<Fault>('offline', 'http-503', 'lost-reply', 'server-crash', 'duplicate', 'client-crash');
const faults = fc.array(fault, { maxLength: 3 });
const tab = fc.integer({ min: 0, max: 1 });

export function schedule<A>(action: fc.Arbitrary<A>): fc.Arbitrary<Step<A>[]> {
  const step: fc.Arbitrary<Step<A>> = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('user' as const), tab, action }), weight: 4 },
    { arbitrary: fc.record({ kind: fc.constant('network' as const), online: fc.boolean() }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('flush' as const), tab, faults }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('two-tabs' as const), faults }), weight: 1 },
    { arbitrary: fc.constant({ kind: 'restart' as const }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('redeliver' as const), pick: fc.nat() }), weight: 1 },
  );
  return fc.array(step, { minLength: 1, maxLength: 24 });
}

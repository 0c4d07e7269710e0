import { asc, eq } from 'drizzle-orm';
import type { ApprovalRule } from '../../src/domain/approval-rules';
import type { Executor } from '../store/db';
import { approvalWorkflowLevels } from '../store/schema';
import { type Person, activeDelegate, findPerson, firstWithRole } from './directory';
import { loadTripSettings } from './trip-settings';

/** One level of a traveller's workflow: the approver the rule names, and who stands in today. */
export interface WorkflowStep {
  level: number;
  rule: ApprovalRule;
  /** The approver the rule (or its fallback) gives. */
  approver: Person;
  /** The approver's delegate for the day asked about, or null. */
  delegate: Person | null;
}

interface LevelConfig {
  level: number;
  rule: ApprovalRule;
  approverProfileId: string | null;
  approverRole: Person['role'] | null;
}

/**
 * A company's levels; without configured rows, `approvalLevels` of its trip settings (default 1)
 * levels of managers: the traveller's manager, then that manager's manager, and so on.
 */
async function levelsOf(tx: Executor, corporateId: string): Promise<readonly LevelConfig[]> {
  const rows = await tx.select().from(approvalWorkflowLevels).where(eq(approvalWorkflowLevels.corporateId, corporateId)).orderBy(asc(approvalWorkflowLevels.level));
  if (rows.length > 0) return rows;
  const count = Math.max(1, (await loadTripSettings(tx, corporateId)).approvalLevels);
  return Array.from({ length: count }, (_, i) => ({ level: i + 1, rule: 'reportsTo' as const, approverProfileId: null, approverRole: null }));
}

/** The person a level's rule names, before fallbacks. `previous` = the approver of the level before. */
async function ruleApprover(tx: Executor, corporateId: string, config: LevelConfig, traveller: Person, previous: Person | null): Promise<Person | null> {
  switch (config.rule) {
    case 'reportsTo':
      return findPerson(tx, corporateId, (previous ?? traveller).reportsTo);
    case 'profile':
      return findPerson(tx, corporateId, config.approverProfileId);
    case 'role':
      return config.approverRole ? firstWithRole(tx, corporateId, config.approverRole, traveller.id) : null;
  }
}

/**
 * When a rule names nobody, or names the traveller (nobody approves their own trip), the level
 * falls back to the company's travel admin, then its superadmin — never the traveller.
 */
async function fallbackApprover(tx: Executor, corporateId: string, traveller: Person): Promise<Person | null> {
  return (await firstWithRole(tx, corporateId, 'traveladmin', traveller.id)) ?? (await firstWithRole(tx, corporateId, 'superadmin', traveller.id));
}

/**
 * The levels a trip of `travellerId` goes through, with each approver's delegate on `day`
 * (YYYY-MM-DD). A level whose approver would repeat the level before is dropped, as is one with
 * nobody to approve; an empty answer means the traveller has no approver at all.
 */
export async function resolveWorkflow(tx: Executor, corporateId: string, travellerId: string, day: string): Promise<WorkflowStep[]> {
  const traveller = await findPerson(tx, corporateId, travellerId);
  if (!traveller) return [];
  const steps: WorkflowStep[] = [];
  let previous: Person | null = null;
  for (const config of await levelsOf(tx, corporateId)) {
    let approver = await ruleApprover(tx, corporateId, config, traveller, previous);
    if (!approver || approver.id === traveller.id) approver = await fallbackApprover(tx, corporateId, traveller);
    if (!approver || approver.id === previous?.id) continue;
    steps.push({ level: steps.length + 1, rule: config.rule, approver, delegate: await delegateFor(tx, corporateId, approver, traveller, day) });
    previous = approver;
  }
  return steps;
}

/** The approver's delegate on `day`, unless that delegate is the traveller (then the approver keeps it). */
export async function delegateFor(tx: Executor, corporateId: string, approver: Person, traveller: Pick<Person, 'id'>, day: string): Promise<Person | null> {
  const delegate = await activeDelegate(tx, corporateId, approver.id, day);
  return delegate && delegate.id !== traveller.id && delegate.id !== approver.id ? delegate : null;
}

import type { Role } from '../contract/roles';

/**
 * Who may act as someone else (docs/product.md#emulation-and-personal-accounts: "an admin"). Travel coordinators are left out on
 * purpose: they could only emulate the travellers they manage, and that mapping does not exist yet.
 */
export const EMULATOR_ROLES: readonly Role[] = ['superadmin', 'traveladmin'];

/** An admin only acts as someone of lower rank, so emulation never widens what they may do. */
const RANK: Partial<Record<Role, number>> = { superadmin: 2, traveladmin: 1 };

export interface EmulationParty {
  profileid: string;
  corporateid: string;
  role: Role;
}

/** Why `caller` may not emulate `target`, or null when allowed. Other companies' profiles read as unknown. */
export function emulationRefusal(caller: EmulationParty, target: EmulationParty | null): string | null {
  if (!EMULATOR_ROLES.includes(caller.role)) return `Your role (${caller.role}) may not emulate other profiles`;
  if (!target || target.corporateid !== caller.corporateid) return 'emulprofileid: no such profile in your company';
  if (target.profileid === caller.profileid) return 'You cannot emulate yourself';
  if ((RANK[target.role] ?? 0) >= (RANK[caller.role] ?? 0)) return `You may not emulate a ${target.role}`;
  return null;
}

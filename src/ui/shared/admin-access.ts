import type { Operation } from '../../contract/operation';
import type { Role } from '../../contract/roles';

/** Whether `role` may call `op`: a console tab shows only what the server would let its user do. */
export function mayCall(op: Pick<Operation, 'roles'>, role: string): boolean {
  return op.roles === 'any' || op.roles.includes(role as Role);
}

import type { Role } from '../../../src/contract/roles';
import { FINANCE_ADMINS } from '../../../src/contract/roles';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';

/** Lists every role reads (forms) show active records; only the master's admins may see inactive ones. */
export function checkIncludeInactive(ctx: HandlerContext, includeinactive: boolean, admins: readonly Role[] = FINANCE_ADMINS): void {
  if (includeinactive && !admins.includes(ctx.session.role))
    throw forbidden('includeinactive: only admins may list inactive records');
}

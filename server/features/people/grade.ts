import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { companyGrade } from '../../store/grades-read';

/** The grade asked for a person: '' = none (null); otherwise one of the caller's company's grades, or a 400 naming `field`. */
export async function checkedGrade(ctx: HandlerContext, field: string, gradeid: string): Promise<string | null> {
  if (gradeid === '') return null;
  const grade = await companyGrade(ctx.tx, ctx.session.corporateid, gradeid);
  if (!grade) throw badRequest(`${field}: no such grade in your company`);
  return grade.id;
}

import { api } from '../../api';
import { viewGradeWithCorporateId } from '../../contract/masters/grades';
import { MAX_PAGE_SIZE } from '../../contract/masters/list-query';
import {
  addDirectUser,
  addTraveller,
  deactivateUser,
  inviteBusinessTraveller,
  reactivateUser,
  resendActivation,
  searchCorporateTravellersLite,
  updateUserRole,
} from '../../contract/people/operations';
import type { PersonLite } from '../../contract/people/person-fields';
import type { RequestOf } from '../../contract/operation';

/* The People tab's calls (docs/features/people.md). */

export type SearchBy = 'name' | 'email' | 'employeecode' | 'mobile';
export type TravellerFields = RequestOf<typeof addTraveller>['jsondata']['UserProfile'];
export type DirectUserFields = RequestOf<typeof addDirectUser>['jsondata']['UserProfile'];

export const peopleApi = {
  search: async (query: { searchby: SearchBy; searchval: string; pageno: number; pagesize: number }) => {
    const answer = await api.callOperation(searchCorporateTravellersLite, query);
    return { rows: answer.ProfileLite, totalcount: answer.totalcount };
  },
  /** Everyone active, for the manager pickers (a company's first 200 by name). */
  managers: async (): Promise<PersonLite[]> =>
    (await api.callOperation(searchCorporateTravellersLite, { status: 'active', pagesize: 200 })).ProfileLite,
  /** Every grade of the company for the grade pickers, inactive ones marked so nobody picks one anew by mistake. */
  grades: async (): Promise<{ value: string; label: string }[]> =>
    (await api.callOperation(viewGradeWithCorporateId, { pagesize: MAX_PAGE_SIZE })).CorporateGrade.map((g) => ({
      value: g.gradeid,
      label: `${g.gradename} (${g.gradecode})${g.status === 'inactive' ? ' — inactive' : ''}`,
    })),
  addTraveller: (UserProfile: TravellerFields) => api.callOperation(addTraveller, { jsondata: { UserProfile } }),
  addDirectUser: (UserProfile: DirectUserFields) => api.callOperation(addDirectUser, { jsondata: { UserProfile } }),
  invite: (emailids: string[]) => api.callOperation(inviteBusinessTraveller, { emailids }),
  resend: (userid: string) => api.callOperation(resendActivation, { userid }),
  updateRole: (userid: string, corporate_role: string, reportstoid: string, gradeid: string) =>
    api.callOperation(updateUserRole, { userid, corporate_role: corporate_role as PersonLite['corporate_role'], reportstoid, gradeid }),
  deactivate: (userid: string) => api.callOperation(deactivateUser, { userid }),
  reactivate: (userid: string) => api.callOperation(reactivateUser, { userid }),
};

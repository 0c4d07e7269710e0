import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { optionalText } from '../fields';
import { defineOperation } from '../operation';
import { DASHBOARD_VIEWERS } from '../roles';

/*
 * TG-DASHBOARDFILTEROPTIONS (ours; docs/features/dashboards.md "Filter options"): what the
 * dashboard's filter can pick, for every dashboard viewer (the master lists' own calls are for
 * admins). Departments, cost centres and projects are the company's, retired ones too (history is
 * charged to them). Travellers are searched, never listed whole: at most TRAVELLER_OPTIONS_MAX
 * people of the caller's dashboard scope whose name or e-mail matches `travellerquery`, plus the
 * one `traveller` names (a filter read from a shared link) when it is in that scope.
 */

export const TRAVELLER_OPTIONS_MAX = 20;

export const FilterOptionSchema = v.object({ id: v.string(), name: v.string(), active: v.boolean() });
export type FilterOption = v.InferOutput<typeof FilterOptionSchema>;

export const TravellerOptionSchema = v.object({ profileid: v.string(), name: v.string(), email: v.string() });
export type TravellerOption = v.InferOutput<typeof TravellerOptionSchema>;

export const dashboardFilterOptions = defineOperation({
  opid: 'TG-DASHBOARDFILTEROPTIONS',
  actionKey: null,
  action: null,
  roles: DASHBOARD_VIEWERS,
  request: v.object({
    profileid: v.optional(v.string('profileid must be a string')),
    corporateid: v.optional(v.string('corporateid must be a string')),
    /** Part of a traveller's name or e-mail; '' asks for no travellers. */
    travellerquery: optionalText('travellerquery', 64),
    /** A traveller's profile id to name. */
    traveller: optionalText('traveller', 64),
  }),
  response: v.object({
    ResponseStatus: ResponseStatusSchema,
    departments: v.array(FilterOptionSchema),
    costcentres: v.array(FilterOptionSchema),
    projects: v.array(FilterOptionSchema),
    travellers: v.array(TravellerOptionSchema),
  }),
  mutates: false,
});

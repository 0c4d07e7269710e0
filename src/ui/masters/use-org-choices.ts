import { useEffect, useState } from 'react';
import { api } from '../../api';
import { viewCostCenterWithCorpId } from '../../contract/masters/cost-centers';
import { viewDepartmentWithCorporateId } from '../../contract/masters/departments';
import { MAX_PAGE_SIZE } from '../../contract/masters/list-query';

export interface Choice {
  value: string;
  label: string;
}

/** The pickers the org master forms cascade through: departments, and cost centres with their department. */
export interface OrgChoices {
  departments: Choice[];
  costcenters: (Choice & { departmentid: string })[];
}

export const NO_CHOICES: OrgChoices = { departments: [], costcenters: [] };

const WHOLE = { pagesize: MAX_PAGE_SIZE, sortby: '', sortorder: 'asc' as const, searchtext: '', pageno: 1 };
/** An inactive parent stays pickable on the record that names it, marked so nobody picks it anew by mistake. */
const labelOf = (name: string, code: string, status: string) => `${name} (${code})${status === 'inactive' ? ' — inactive' : ''}`;

export async function loadOrgChoices(): Promise<OrgChoices> {
  const [departments, costcenters] = await Promise.all([
    api.callOperation(viewDepartmentWithCorporateId, WHOLE),
    api.callOperation(viewCostCenterWithCorpId, WHOLE),
  ]);
  return {
    departments: departments.CorporateDepartment.map((d) => ({ value: d.departmentid, label: labelOf(d.departmentname, d.departmentcode, d.status) })),
    costcenters: costcenters.CostCenter.map((c) => ({
      value: c.costcenterid,
      label: labelOf(c.costcentername, c.costcentercode, c.status),
      departmentid: c.departmentid,
    })),
  };
}

/** Loads the choices when `needed`, again when `refresh` changes (a form opens); empty until then or offline. */
export function useOrgChoices(needed: boolean, refresh: unknown): OrgChoices {
  const [choices, setChoices] = useState(NO_CHOICES);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadOrgChoices().then(
      (loaded) => live && setChoices(loaded),
      () => undefined, // Offline: the form still opens; the pickers fill on the next visit.
    );
    return () => {
      live = false;
    };
  }, [needed, refresh]);
  return choices;
}

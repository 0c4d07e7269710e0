import { api } from '../../api';
import { type CompanyBank, addCompanyBank, updateCompanyBank, viewCompanyBankCorporate } from '../../contract/masters/banks';
import { type Category, EXPENSE_KINDS, addCategory, updateCategory, viewAllCategoriesCorporate } from '../../contract/masters/categories';
import { type VehicleMaster, addVehicle, updateVehicle, verifyVehicleMaster, viewAllVehicles } from '../../contract/masters/vehicles';
import type { MasterSpec } from './master-spec';
import { STATUS_FIELD, recordOf, statusColumn, str, text } from './master-columns';

/* The finance masters (docs/features/masters.md "Finance and place masters"): company banks, expense categories, vehicles. */

export const companyBankSpec: MasterSpec<CompanyBank> = {
  list: 'companybanks',
  title: 'Company banks',
  noun: 'bank account',
  rowKey: (b) => b.companybankid,
  describe: (b) => `${b.bankname} ${b.accountnumber}`,
  sortby: 'bankname',
  columns: () => [
    { key: 'bankname', label: 'Bank', sortable: true, render: (b) => b.bankname },
    { key: 'accountname', label: 'Account name', sortable: true, render: (b) => b.accountname },
    { key: 'accountnumber', label: 'Account', render: (b) => b.accountnumber },
    { key: 'ifsc', label: 'IFSC', sortable: true, render: (b) => b.ifsc },
    statusColumn(),
  ],
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewCompanyBankCorporate, query);
    return { rows: answer.CompanyBank, totalcount: answer.totalcount };
  },
  fields: () => [
    text('bankname', 'Bank', true),
    text('accountname', 'Account name', true),
    text('accountnumber', 'Account number', false, '9 to 18 digits; leave empty on an edit to keep the stored one'),
    text('ifsc', 'IFSC', true, 'Like HDFC0001234'),
    text('branch', 'Branch'),
    STATUS_FIELD,
  ],
  blank: { bankname: '', accountname: '', accountnumber: '', ifsc: '', branch: '', status: 'active' },
  // Lists show the number masked: an edit starts empty and keeps the stored one unless retyped.
  toForm: (b) => ({ ...b, accountnumber: '' }),
  toRecord: (f, id) => ({
    ...(id ? { companybankid: id } : {}),
    bankname: str(f.bankname),
    accountname: str(f.accountname),
    ...(str(f.accountnumber) || !id ? { accountnumber: str(f.accountnumber) } : {}),
    ifsc: str(f.ifsc),
    branch: str(f.branch),
    status: str(f.status),
  }),
  addSchema: recordOf(addCompanyBank, 'CompanyBank'),
  updateSchema: recordOf(updateCompanyBank, 'CompanyBank'),
  addOp: addCompanyBank,
  save: async (record, isNew) => {
    const body = { jsondata: { CompanyBank: record as never } };
    await (isNew ? api.callOperation(addCompanyBank, body) : api.callOperation(updateCompanyBank, body));
  },
};

const KIND_LABELS: Record<(typeof EXPENSE_KINDS)[number], string> = {
  travel: 'Travel',
  monthlyallowance: 'Monthly allowance',
  taxsavings: 'Tax savings',
  nontravel: 'Non-travel',
};

export const categorySpec: MasterSpec<Category> = {
  list: 'categories',
  title: 'Expense categories',
  noun: 'category',
  rowKey: (c) => c.categoryid,
  describe: (c) => `${c.categoryname} (${c.categorycode})`,
  sortby: 'categoryname',
  columns: () => [
    { key: 'categoryname', label: 'Name', sortable: true, render: (c) => c.categoryname },
    { key: 'categorycode', label: 'Code', sortable: true, render: (c) => c.categorycode },
    { key: 'expensekind', label: 'Kind', sortable: true, render: (c) => KIND_LABELS[c.expensekind] },
    { key: 'receiptrequiredabove', label: 'Receipt above', render: (c) => c.receiptrequiredabove },
    { key: 'limitperday', label: 'Limit a day', render: (c) => c.limitperday || '—' },
    { key: 'limitperclaim', label: 'Limit a claim', render: (c) => c.limitperclaim || '—' },
    statusColumn(),
  ],
  // Finance admins keep the retired ones too.
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewAllCategoriesCorporate, { ...query, includeinactive: true });
    return { rows: answer.Category, totalcount: answer.totalcount };
  },
  fields: () => [
    text('categoryname', 'Name', true),
    text('categorycode', 'Code', true, 'Unique in the company'),
    { name: 'expensekind', label: 'Kind', kind: 'select', required: true, options: EXPENSE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] })) },
    text('glcode', 'GL code'),
    text('receiptrequiredabove', 'Receipt required above', false, 'An amount like 500.00; 0 = always'),
    text('limitperday', 'Limit per day', false, 'Most one person may claim on a day, like 1500.00; empty = no limit'),
    text('limitperclaim', 'Limit per claim', false, 'Most one person may claim in one report; empty = no limit'),
    STATUS_FIELD,
  ],
  blank: { categoryname: '', categorycode: '', expensekind: 'travel', glcode: '', receiptrequiredabove: '0', limitperday: '', limitperclaim: '', status: 'active' },
  toForm: (c) => ({ ...c }),
  toRecord: (f, id) => ({
    ...(id ? { categoryid: id } : {}),
    categoryname: str(f.categoryname),
    categorycode: str(f.categorycode),
    expensekind: str(f.expensekind),
    glcode: str(f.glcode),
    receiptrequiredabove: str(f.receiptrequiredabove),
    limitperday: str(f.limitperday),
    limitperclaim: str(f.limitperclaim),
    status: str(f.status),
  }),
  addSchema: recordOf(addCategory, 'Category'),
  updateSchema: recordOf(updateCategory, 'Category'),
  addOp: addCategory,
  save: async (record, isNew) => {
    const body = { jsondata: { Category: record as never } };
    await (isNew ? api.callOperation(addCategory, body) : api.callOperation(updateCategory, body));
  },
};

export const vehicleSpec: MasterSpec<VehicleMaster> = {
  list: 'vehicles',
  title: 'Vehicles',
  noun: 'vehicle',
  rowKey: (m) => m.vehicleid,
  describe: (m) => `${m.vehicletype} ${m.fueltype}`.trim(),
  sortby: 'vehicletype',
  columns: () => [
    { key: 'vehicletype', label: 'Vehicle', sortable: true, render: (m) => m.vehicletype },
    { key: 'fueltype', label: 'Fuel', sortable: true, render: (m) => m.fueltype || '—' },
    { key: 'rateperkm', label: 'Rate', render: (m) => `${m.rateperkm} per ${m.unit === 'km' ? 'km' : 'mile'}` },
    { key: 'verified', label: 'Verified', render: (m) => (m.verified ? 'Yes' : 'No') },
    statusColumn(),
  ],
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewAllVehicles, { ...query, includeinactive: true });
    return { rows: answer.VehicleMaster, totalcount: answer.totalcount };
  },
  fields: () => [
    text('vehicletype', 'Vehicle type', true),
    text('fueltype', 'Fuel'),
    text('rateperkm', 'Rate', true, 'Per unit, like 12.00; a change needs verifying again'),
    {
      name: 'unit',
      label: 'Unit',
      kind: 'select',
      required: true,
      options: [
        { value: 'km', label: 'km' },
        { value: 'miles', label: 'miles' },
      ],
    },
    STATUS_FIELD,
  ],
  blank: { vehicletype: '', fueltype: '', rateperkm: '', unit: 'km', status: 'active' },
  toForm: (m) => ({ ...m }),
  toRecord: (f, id) => ({
    ...(id ? { vehicleid: id } : {}),
    vehicletype: str(f.vehicletype),
    fueltype: str(f.fueltype),
    rateperkm: str(f.rateperkm),
    unit: str(f.unit),
    status: str(f.status),
  }),
  addSchema: recordOf(addVehicle, 'VehicleMaster'),
  updateSchema: recordOf(updateVehicle, 'VehicleMaster'),
  addOp: addVehicle,
  save: async (record, isNew) => {
    const body = { jsondata: { VehicleMaster: record as never } };
    await (isNew ? api.callOperation(addVehicle, body) : api.callOperation(updateVehicle, body));
  },
  rowAction: {
    op: verifyVehicleMaster,
    label: (m) => (m.verified ? 'Unverify' : 'Verify'),
    run: async (m) => {
      await api.callOperation(verifyVehicleMaster, { jsondata: { VehicleMaster: { vehicleid: m.vehicleid, verified: !m.verified, remark: '' } } });
    },
  },
};

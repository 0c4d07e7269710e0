import type { MenuConfig, ServiceConfig } from '../../src/contract/login';
import type { Role, UserCategory } from '../../src/contract/roles';

/** The demo company of README.md "Demo accounts". Ids are fixed so tests can name them. */
export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_CORPORATES = [
  { id: '1001', name: 'Acme Industries', baseCurrency: 'INR', userCategory: 'corporate', policyLink: '/policies/acme-travel-policy.pdf' },
  { id: '1002', name: 'Globex Corp', baseCurrency: 'USD', userCategory: 'corporate', policyLink: '/policies/globex-travel-policy.pdf' },
  { id: '1003', name: 'Sharma Traders', baseCurrency: 'INR', userCategory: 'sme', policyLink: '' },
  { id: '1004', name: 'Kapoor Consulting', baseCurrency: 'INR', userCategory: 'businesstraveller', policyLink: '' },
] as const satisfies readonly { id: string; name: string; baseCurrency: string; userCategory: UserCategory; policyLink: string }[];

const ALL_MODULES: MenuConfig = {
  flights: true, hotels: true, cabs: true, carrental: true, visa: true, trains: true, buses: true, pretripflow: true, meetingplanner: true,
};
const SMALL_BUSINESS_MODULES: MenuConfig = { ...ALL_MODULES, visa: false, pretripflow: false, meetingplanner: false };

const CORPORATE_SERVICES: ServiceConfig = {
  flights: true, hotels: true, buses: true, trains: true, cabs: true, carrental: true, guesthouse: true, visa: true,
  expenses: true, pretripflow: true, meetingplanner: true, trips: true, showadvanceoptions: true,
  showexpenseoptions: true, showverifypopup: false, hotelbookingform: true, whychooseus: false,
  showtravelfortraveladmin: true, showtravelfortravelcoordinator: true, showfinanceadmin: true,
  showdashboard: true, showreports: true, lpomandatory_guest: false, nameseditable: false,
  pretripflowtype: 'default', hotelsearchlogic: 'city',
};
const SMALL_BUSINESS_SERVICES: ServiceConfig = {
  ...CORPORATE_SERVICES, visa: false, pretripflow: false, meetingplanner: false, guesthouse: false,
  showfinanceadmin: false, showdashboard: false, showreports: false, hotelbookingform: false, whychooseus: true, nameseditable: true,
};

export interface DemoProfile {
  id: string;
  corporateId: string;
  userId: string;
  role: Role;
  userCategory: UserCategory;
  title: 'Mr' | 'Ms' | 'Mrs';
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  birthDate: string;
  mobile: string;
  tags: string[];
  defaultHome: string;
  passwordChange: boolean;
  userVerified: boolean;
  reportsTo: string | null;
  serviceConfig: ServiceConfig;
  menuConfig: MenuConfig;
}

type Person = Pick<DemoProfile, 'id' | 'userId' | 'role' | 'title' | 'firstName' | 'lastName' | 'gender' | 'birthDate' | 'mobile'>;

/** A corporate company's person with the corporate defaults (every module, verified, no manager). */
function member(corporateId: string) {
  return (person: Person, extra: Partial<DemoProfile> = {}): DemoProfile => ({
    corporateId, userCategory: 'corporate', tags: [], defaultHome: '', passwordChange: false, userVerified: true,
    reportsTo: null, serviceConfig: CORPORATE_SERVICES, menuConfig: ALL_MODULES, ...person, ...extra,
  });
}
const acme = member('1001');
const globex = member('1002');

export const DEMO_PROFILES: DemoProfile[] = [
  acme({ id: '20002', userId: 'manager@acme.test', role: 'travelmanager', title: 'Ms', firstName: 'Priya', lastName: 'Nair', gender: 'Female', birthDate: '1984-09-23', mobile: '9820012345' },
    { defaultHome: 'trips', tags: ['approver'] }),
  acme({ id: '20001', userId: 'traveller@acme.test', role: 'employee', title: 'Mr', firstName: 'Rahul', lastName: 'Verma', gender: 'Male', birthDate: '1990-04-12', mobile: '9876543210' },
    { reportsTo: '20002', tags: ['sales'] }),
  acme({ id: '20003', userId: 'coordinator@acme.test', role: 'travelcoordinator', title: 'Mr', firstName: 'Arjun', lastName: 'Mehta', gender: 'Male', birthDate: '1988-01-30', mobile: '9811122233' },
    { reportsTo: '20002' }),
  acme({ id: '20004', userId: 'traveladmin@acme.test', role: 'traveladmin', title: 'Mrs', firstName: 'Kavita', lastName: 'Iyer', gender: 'Female', birthDate: '1979-11-05', mobile: '9845098450' },
    { defaultHome: 'travel-admin' }),
  acme({ id: '20005', userId: 'superadmin@acme.test', role: 'superadmin', title: 'Mr', firstName: 'Vikram', lastName: 'Rao', gender: 'Male', birthDate: '1975-06-18', mobile: '9900112233' },
    { defaultHome: 'dashboard', tags: ['elt'] }),
  acme({ id: '20006', userId: 'finance@acme.test', role: 'financeadmin', title: 'Ms', firstName: 'Ananya', lastName: 'Gupta', gender: 'Female', birthDate: '1986-02-27', mobile: '9833344455' },
    { defaultHome: 'reports' }),
  acme({ id: '20007', userId: 'newhire@acme.test', role: 'employee', title: 'Mr', firstName: 'Rohan', lastName: 'Das', gender: 'Male', birthDate: '1999-08-09', mobile: '9876501234' },
    { passwordChange: true, reportsTo: '20002' }),
  acme({ id: '20008', userId: 'unverified@acme.test', role: 'employee', title: 'Ms', firstName: 'Sneha', lastName: 'Kulkarni', gender: 'Female', birthDate: '1994-12-01', mobile: '9822233344' },
    { userVerified: false, reportsTo: '20002', serviceConfig: { ...CORPORATE_SERVICES, showverifypopup: true, pretripflowtype: 'approvalfirst' } }),
  {
    id: '30001', corporateId: '1002', userId: 'traveller@globex.test', role: 'employee', userCategory: 'corporate', title: 'Mr',
    firstName: 'Aditya', lastName: 'Malhotra', gender: 'Male', birthDate: '1991-03-14', mobile: '9867012345', tags: [],
    defaultHome: '', passwordChange: false, userVerified: true, reportsTo: '30002', serviceConfig: CORPORATE_SERVICES, menuConfig: ALL_MODULES,
  },
  // Globex's two approval levels (seed-approvals.ts): the traveller's manager, then the traveladmin role.
  globex({ id: '30002', userId: 'manager@globex.test', role: 'travelmanager', title: 'Ms', firstName: 'Laura', lastName: 'Bennett', gender: 'Female', birthDate: '1983-05-17', mobile: '9867023456' },
    { defaultHome: 'trips', tags: ['approver'] }),
  globex({ id: '30003', userId: 'traveladmin@globex.test', role: 'traveladmin', title: 'Mr', firstName: 'Daniel', lastName: 'Okafor', gender: 'Male', birthDate: '1980-08-29', mobile: '9867034567' },
    { defaultHome: 'travel-admin' }),
  {
    id: '40001', corporateId: '1003', userId: 'owner@sme.test', role: 'employee', userCategory: 'sme', title: 'Mrs',
    firstName: 'Meera', lastName: 'Sharma', gender: 'Female', birthDate: '1982-07-21', mobile: '9811998877', tags: [],
    defaultHome: '', passwordChange: false, userVerified: true, reportsTo: null, serviceConfig: SMALL_BUSINESS_SERVICES, menuConfig: SMALL_BUSINESS_MODULES,
  },
  {
    id: '50001', corporateId: '1004', userId: 'solo@biz.test', role: 'employee', userCategory: 'businesstraveller', title: 'Mr',
    firstName: 'Karan', lastName: 'Kapoor', gender: 'Male', birthDate: '1987-10-02', mobile: '9930011223', tags: [],
    defaultHome: '', passwordChange: false, userVerified: true, reportsTo: null, serviceConfig: SMALL_BUSINESS_SERVICES, menuConfig: SMALL_BUSINESS_MODULES,
  },
];

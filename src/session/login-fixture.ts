import type { LoginOk } from '../contract/login';

/** A valid login response for tests; override what the test is about. */
export function loginFixture(overrides: Partial<LoginOk> = {}): LoginOk {
  return {
    wsstatus: { Status: 'OK', Message: 'Login successful' },
    defaulthome: '',
    masterlogo: '',
    masterlogowidth: 100,
    mastername: 'Voyage',
    companylogo: '',
    passwordchange: false,
    issso: false,
    policylink: '',
    menuconfig: { flights: true, hotels: true, cabs: true, carrental: true, visa: true, trains: true, buses: true, pretripflow: true, meetingplanner: true },
    serviceconfig: {
      flights: true, hotels: true, buses: true, trains: true, cabs: true, carrental: true, guesthouse: true, visa: true,
      expenses: true, pretripflow: true, meetingplanner: true, trips: true, showadvanceoptions: false, showexpenseoptions: false,
      showverifypopup: false, hotelbookingform: false, whychooseus: false, showtravelfortraveladmin: true,
      showtravelfortravelcoordinator: true, showfinanceadmin: false, showdashboard: false, showreports: false,
      lpomandatory_guest: false, nameseditable: true, pretripflowtype: 'default', hotelsearchlogic: 'default',
    },
    userauth: { authtoken: 'token-1' },
    profilemaster: {
      profileid: 'P1', corporateid: 'C1', corporate_name: 'Acme Industries', corporate_role: 'employee',
      user_category: 'corporate', base_currency: 'INR', isidentity: false, userverified: true, passport_title: 'Mr',
      passport_first_name: 'Ravi', passport_last_name: 'Kumar', first_name: 'Ravi', email: 'traveller@acme.test',
      mobile: '9876543210', mobile_countrycode: '91', gender: 'Male', birthdate: '1990-04-01', age: 36,
      usertype: 'b2e', tags: [],
    },
    ...overrides,
  };
}

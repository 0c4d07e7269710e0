/* The Policy tab's forms check with the contract, whose messages name the wire field; the screen says its label. */

/** The screen's name for each wire name a message may start with. */
const SUBJECTS: Record<string, string> = {
  domesticcabins: 'Domestic cabins',
  internationalcabins: 'International cabins',
  longhaulminutes: 'Long-haul minutes',
  longhaulcabins: 'Long-haul cabins',
  maxdomesticfare: 'Domestic max fare',
  maxinternationalfare: 'International max fare',
  farecaps: 'Fare caps',
  origin: 'From',
  destination: 'To',
  maxfare: 'Max fare',
  lowestfaremargin: 'Margin',
  lowestfarepercent: 'Percent',
  lowestfarewindowminutes: 'Window',
  advancepurchasedays: 'Advance purchase',
  domesticmaxpremium: 'Domestic max premium',
  internationalmaxpremium: 'International max premium',
  'nightlylimit.domestic': 'Domestic nightly limit',
  'nightlylimit.international': 'International nightly limit',
  nightlycaps: 'Hotel caps',
  place: 'Place',
  maxnightly: 'Max a night',
  'maxstars.domestic': 'Domestic star limit',
  'maxstars.international': 'International star limit',
  reasons: 'Reasons',
  reason: 'Reason',
  effectivefrom: 'Effective from',
  name: 'Name',
  departmentids: 'Departments',
  gradeids: 'Grades',
  profileids: 'People',
};

/** The contract words a problem with the wire name ("maxfare must be …", "nightlylimit.domestic must be …"); the screen says its label. */
export function spoken(message: string | undefined): string | undefined {
  return message?.replace(/^[\w.]*\w\b/, (word) => SUBJECTS[word] ?? word);
}

/** When insurance or a hotel needs an approval, as the editor offers it and the summary reads it. */
export const APPROVAL_LABELS = {
  outofpolicy: 'Only when out of policy',
  always: 'Always',
  never: 'Never',
} as const;

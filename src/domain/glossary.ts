/*
 * Explanations of the terms travellers meet without knowing them (tax codes on a fare breakup,
 * "imprest" on a trip). Shown as a tooltip by the <Term> component; the tax codes are the ones the
 * sandbox airline charges (docs/sandbox-airline.md "Taxes") plus the GST heads of an invoice.
 */
export const GLOSSARY: Readonly<Record<string, string>> = {
  K3: 'GST on fares',
  YR: 'Carrier surcharge',
  YQ: 'Fuel surcharge',
  IN: 'User development fee',
  P2: 'Passenger service fee',
  WO: 'Passenger service fee (international departure)',
  G4: 'Airport development fee',
  CGST: 'Central GST',
  SGST: 'State GST',
  IGST: 'Integrated GST (journeys between states or abroad)',
  imprest: 'Travel advance',
};

/** The explanation of a term, or null when it needs none. Tax codes match in capitals, words in lower case. */
export function explainTerm(term: string): string | null {
  const trimmed = term.trim();
  return GLOSSARY[trimmed.toUpperCase()] ?? GLOSSARY[trimmed.toLowerCase()] ?? null;
}

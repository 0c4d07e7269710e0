import { useState } from 'react';
import { PassportSection } from './PassportSection';
import { VisaSection } from './VisaSection';

/** The profile's Passports and Visas sections (docs/features/visas.md); a passport change refreshes the visas' passport choice. */
export function TravelDocumentSections() {
  const [passportsVersion, setPassportsVersion] = useState(0);
  return (
    <>
      <PassportSection onChanged={() => setPassportsVersion((n) => n + 1)} />
      <VisaSection passportsVersion={passportsVersion} />
    </>
  );
}

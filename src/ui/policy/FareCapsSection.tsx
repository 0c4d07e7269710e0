import { FARE_CAPS_MAX } from '../../contract/policy/rules';
import { CapList } from './CapList';
import { FareCapRow } from './FareCapRow';
import type { Choice } from './policy-api';
import { type FlightSectionProps, blankFareCap } from './rules-form';

/** Caps on sectors: a matching cap replaces the domestic or international max fare, the lowest of several holding. */
export function FareCapsSection({
  flight,
  onChange,
  errorAt,
  groups,
}: FlightSectionProps & { groups: readonly Choice[] }) {
  return (
    <CapList
      title="Fare caps"
      description="A cap on a sector replaces the max fare above for flights on it; where several caps match, the lowest holds."
      addLabel="Add fare cap"
      emptyText="No fare caps."
      max={FARE_CAPS_MAX}
      caps={flight.farecaps}
      listError={errorAt('flight.farecaps')}
      blank={blankFareCap}
      onChange={(farecaps) => onChange({ farecaps })}
      row={(cap, index, change, remove) => (
        <FareCapRow
          key={cap.key}
          index={index}
          cap={cap}
          groups={groups}
          errorAt={errorAt}
          onChange={change}
          onRemove={remove}
        />
      )}
    />
  );
}

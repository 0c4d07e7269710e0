import { ActionIcon, Button, Group, SimpleGrid } from '@mantine/core';
import type { Cabin } from '../../../contract/flights/search';
import { AirportField } from '../../components/AirportField';
import { FareDatePicker } from './FareDatePicker';
import type { SectorValues } from './flight-search-rules';
import type { LoadFareCalendar } from './use-fare-calendar';

export interface SectorFieldsProps {
  sector: SectorValues;
  /** 0-based; multi-city rows name their fields 'Sector 2 from' and so on. */
  index: number;
  multicity: boolean;
  /** The earliest day this sector may leave: today, or the previous sector's date. */
  minDate: string;
  cabin: Cabin;
  errors: Record<string, string>;
  loadFares?: LoadFareCalendar;
  onChange: (sector: SectorValues) => void;
  onSwap: () => void;
  /** Multi-city rows beyond the second can be removed. */
  onRemove?: () => void;
}

/** One sector: from, swap, to, departure date (with the route's lowest fares in the calendar). */
export function SectorFields({ sector, index, multicity, minDate, cabin, errors, loadFares, onChange, onSwap, onRemove }: SectorFieldsProps) {
  const name = (field: string) => (multicity ? `Sector ${index + 1} ${field.toLowerCase()}` : field);
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
        <Group align="flex-end" gap={4} wrap="nowrap">
          <div style={{ flex: 1 }}>
            <AirportField
              label={name('From')}
              value={sector.origin}
              error={errors[`origin-${index}`]}
              onChange={(airport) => onChange({ ...sector, origin: airport })}
            />
          </div>
          <ActionIcon
            variant="default"
            size="lg"
            mb={errors[`origin-${index}`] ? 22 : 0}
            aria-label={multicity ? `Swap sector ${index + 1} airports` : 'Swap origin and destination'}
            onClick={onSwap}
          >
            ⇄
          </ActionIcon>
        </Group>
        <AirportField
          label={name('To')}
          value={sector.destination}
          error={errors[`destination-${index}`]}
          onChange={(airport) => onChange({ ...sector, destination: airport })}
        />
        <FareDatePicker
          label={name('Departure date')}
          value={sector.jdate}
          minDate={minDate}
          error={errors[`jdate-${index}`]}
          origin={sector.origin?.code ?? ''}
          destination={sector.destination?.code ?? ''}
          cabin={cabin}
          loadFares={loadFares}
          onChange={(jdate) => onChange({ ...sector, jdate })}
        />
      </SimpleGrid>
      {onRemove && (
        <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-label={`Remove sector ${index + 1}`}>
          Remove
        </Button>
      )}
    </Group>
  );
}

import { Button, Collapse, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/**
 * The seat map, meals and baggage folded behind one button: open, the seat map alone is taller than
 * the rest of the book page, and payment sat below it. Kept mounted while folded, so the add-ons
 * already fetched and chosen stay as they are.
 */
export function SeatsDisclosure({ chosen, children }: { chosen: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        aria-expanded={open}
        aria-controls="flight-addons-picker"
        onClick={() => setOpen((o) => !o)}
        w="fit-content"
      >
        {open ? 'Hide seats, meals and baggage' : 'Choose seats, meals and baggage'}
      </Button>
      {!open && chosen > 0 && <Text size="sm">{chosen === 1 ? '1 add-on chosen' : `${chosen} add-ons chosen`}</Text>}
      <Collapse expanded={open} id="flight-addons-picker" keepMounted keepMountedMode="display-none">
        {children}
      </Collapse>
    </>
  );
}

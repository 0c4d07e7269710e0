import { useState } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';

/**
 * A birth date typed as DD/MM/YYYY or picked from a calendar. The calendar opens above the field and
 * never flips below it, so it cannot lie over the Search button under the travellers; and it closes
 * as soon as a date is chosen, picked or typed in full, so the next click lands where it is aimed.
 */
export function BirthDateInput(props: Omit<DateInputProps, 'popoverProps' | 'onFocus' | 'onClick' | 'onBlur' | 'onKeyDown'>) {
  const [opened, setOpened] = useState(false);
  return (
    <DateInput
      {...props}
      popoverProps={{ opened, position: 'top-start', middlewares: { flip: false, shift: true } }}
      onFocus={() => setOpened(true)}
      onClick={() => setOpened(true)}
      onBlur={() => setOpened(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpened(false)}
      onChange={(day) => {
        if (day) setOpened(false);
        props.onChange?.(day);
      }}
    />
  );
}

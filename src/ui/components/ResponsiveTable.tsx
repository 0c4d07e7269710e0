import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ResponsiveTable.module.css';

/**
 * A table of records (trips, ledger lines, travellers) that becomes a list of cards on a phone
 * (docs/architecture.md#phone-layouts). Give each `Table.Td` a `data-label` with its column's name:
 * the card shows it in front of the value. A cell without one (an action button) spans the card.
 * The same table element stays in the page, so roles, names and cells are what a desktop has.
 */
export function ResponsiveTable({ className, ...props }: TableProps) {
  return <Table {...props} className={[classes.stacked, className].filter(Boolean).join(' ')} />;
}

/**
 * A table whose columns belong side by side (a fare breakup, plan benefits): on a narrow screen it
 * scrolls sideways inside its own box, the first column (what each row is) kept in view.
 */
export function ScrollTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" className={classes.sticky}>
      {children}
    </Table.ScrollContainer>
  );
}

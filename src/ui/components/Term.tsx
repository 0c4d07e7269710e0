import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { explainTerm } from '../../domain/glossary';

/**
 * A code or word travellers may not know (K3, YR, imprest), dotted-underlined with its meaning in
 * a tooltip that opens on hover, keyboard focus (the term is tabbable) and touch. Screen readers get
 * the meaning as the term's accessible description, without waiting for the tooltip to open; it is
 * an attribute rather than hidden text so the surrounding text stays as it reads.
 */
export function Term({ term, children }: { term: string; children?: ReactNode }) {
  const meaning = explainTerm(term);
  if (!meaning) return <>{children ?? term}</>;
  return (
    <Tooltip label={meaning} withArrow events={{ hover: true, focus: true, touch: true }}>
      <abbr tabIndex={0} aria-description={meaning} style={{ textDecoration: 'underline dotted', cursor: 'help' }}>
        {children ?? term}
      </abbr>
    </Tooltip>
  );
}

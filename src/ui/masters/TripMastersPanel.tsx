import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { MasterPanel } from './MasterPanel';
import { TRIP_MASTERS as MASTERS } from './console-masters';

/** Travel Admin → Trip masters: the masters the trip and booking forms offer, one at a time. */
export function TripMastersPanel({ profileid, role }: { profileid: string; role: string }) {
  const [current, setCurrent] = useState(MASTERS[0]!.list);
  const spec = MASTERS.find((m) => m.list === current) ?? MASTERS[0]!;
  return (
    // Pills wrap onto a second line on a phone instead of scrolling out of sight.
    <Tabs variant="pills" value={current} onChange={(next) => next && setCurrent(next)} keepMounted={false}>
      <Tabs.List aria-label="Trip masters" mb="md">
        {MASTERS.map((m) => (
          <Tabs.Tab key={m.list} value={m.list}>
            {m.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={spec.list}>
        <MasterPanel key={spec.list} spec={spec} profileid={profileid} role={role} />
      </Tabs.Panel>
    </Tabs>
  );
}

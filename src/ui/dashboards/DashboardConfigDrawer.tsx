import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Fieldset, NativeSelect, Stack } from '@mantine/core';
import { api, errorMessage } from '../../api';
import { DASHBOARD_WIDGETS, type DashboardWidget, getDashboardConfig, updateDashboardConfig } from '../../contract/dashboards/config';
import { DASHBOARD_VIEWERS, type Role } from '../../contract/roles';
import { WIDGET_TITLES } from './report-tables';

export interface DashboardConfigDrawerProps {
  opened: boolean;
  ownRole: Role;
  onClose: () => void;
  /** After a save: the caller's own role may have changed what the page shows. */
  onSaved: () => void;
}

const ROLE_OPTIONS = DASHBOARD_VIEWERS.map((role) => ({ value: role, label: role }));

/** An admin chooses, role by role, which widgets the company's dashboard shows (TG-UPDATEDASHBOARDCONFIG). */
export function DashboardConfigDrawer({ opened, ownRole, onClose, onSaved }: DashboardConfigDrawerProps) {
  const [role, setRole] = useState<Role>(ownRole);
  // Kept with the role it belongs to: while another role's answer is awaited, nothing is ticked.
  const [loaded, setLoaded] = useState<{ role: Role; hidden: ReadonlySet<DashboardWidget> } | null>(null);
  const hidden = loaded?.role === role ? loaded.hidden : null;
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    let current = true;
    api.callOperation(getDashboardConfig, { role }).then(
      (a) => current && setLoaded({ role, hidden: new Set(a.DashboardConfig.widgets.filter((w) => !w.visible).map((w) => w.name)) }),
      (error: unknown) => current && setProblem(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [opened, role]);
  const toggle = (widget: DashboardWidget, visible: boolean) => {
    const next = new Set(hidden);
    if (visible) next.delete(widget);
    else next.add(widget);
    setLoaded({ role, hidden: next });
  };
  const save = async () => {
    setSaving(true);
    setProblem('');
    try {
      await api.callOperation(updateDashboardConfig, { role, hidden: [...(hidden ?? [])] });
      onSaved();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Customise the dashboard">
      <Stack>
        <NativeSelect label="Role" data={ROLE_OPTIONS} value={role} onChange={(e) => setRole(e.currentTarget.value as Role)} />
        <Fieldset legend="Widgets this role sees" variant="unstyled">
          <Stack gap="xs" mt="xs">
            {DASHBOARD_WIDGETS.map((w) => (
              <Checkbox key={w} label={WIDGET_TITLES[w]} checked={hidden !== null && !hidden.has(w)} disabled={hidden === null} onChange={(e) => toggle(w, e.currentTarget.checked)} />
            ))}
          </Stack>
        </Fieldset>
        {problem && <Alert color="red">{problem}</Alert>}
        <Button onClick={() => void save()} loading={saving} disabled={hidden === null}>
          Save
        </Button>
      </Stack>
    </Drawer>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import { type DashboardWidget, getDashboardConfig } from '../../contract/dashboards/config';

/**
 * The widgets an admin hid from the caller's role (TG-GETDASHBOARDCONFIG). Until it answers, and
 * when it cannot (offline), nothing is hidden: the config only ever takes widgets away.
 */
export function useHiddenWidgets(): { hidden: ReadonlySet<DashboardWidget>; reload: () => void } {
  const [hidden, setHidden] = useState<ReadonlySet<DashboardWidget>>(new Set());
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    api.callOperation(getDashboardConfig, {}).then(
      (answer) => current && setHidden(new Set(answer.DashboardConfig.widgets.filter((w) => !w.visible).map((w) => w.name))),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [round]);
  return { hidden, reload };
}

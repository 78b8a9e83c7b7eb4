import type { ReactNode } from 'react';
import { panelId, tabId } from './tab-list';

/** Hidden panels stay mounted, so their fields keep their values and are validated on save. */
export function TabPanel({ id, selected, children }: { id: string; selected: boolean; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} hidden={!selected} tabIndex={0} className="space-y-4 pt-4">
      {children}
    </div>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import { panelId, tabId } from './tab-list';

const PanelShownContext = createContext(true);

/** Whether the surrounding panel is on screen: a hidden panel waits to load what it lists until shown. */
export function usePanelShown(): boolean {
  return useContext(PanelShownContext);
}

/** Hidden panels stay mounted, so their fields keep their values and are validated on save. */
export function TabPanel({ id, selected, children }: { id: string; selected: boolean; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} hidden={!selected} tabIndex={0} className="space-y-4 pt-4">
      <PanelShownContext.Provider value={selected}>{children}</PanelShownContext.Provider>
    </div>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NIGHTSCOUT_TEXT, nightscoutBaseUrl, type NightscoutSecretState } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { useBusyAction } from '../../../lib/use-busy-action';
import { useRecordWrite } from '../../../lib/use-record-write';
import { createNightscoutSecret, turnOffNightscoutUploads } from '../api/nightscout-secret';
import { nightscoutQuery } from '../queries';
import { usePanelShown } from './tab-panel';
import { AccessTokens } from './access-tokens';

const muted = 'text-sm text-slate-600 dark:text-slate-400';

type Loaded = NightscoutSecretState | 'loading' | 'failed';

function useUploaderSecret() {
  // Loaded each time the panel is shown, so a change made on another device appears.
  const loaded = useQuery({ ...nightscoutQuery(), enabled: usePanelShown() });
  const state: Loaded = loaded.data ?? (loaded.isError ? 'failed' : 'loading');
  const queryClient = useQueryClient();
  const showState = (next: NightscoutSecretState) => queryClient.setQueryData(nightscoutQuery().queryKey, next);
  const [address, setAddress] = useState<string | null>(null);
  const { busy, message, setMessage, run } = useBusyAction();
  const createSecret = useRecordWrite(['nightscout'], createNightscoutSecret);
  const turnOffSecret = useRecordWrite(['nightscout'], turnOffNightscoutUploads);

  const create = () =>
    run(async () => {
      const { secret } = await createSecret();
      setAddress(nightscoutBaseUrl(secret, window.location.origin));
      showState({ enabled: true, since: new Date().toISOString() });
    }, NIGHTSCOUT_TEXT.createFailed);
  const turnOff = () =>
    run(async () => {
      await turnOffSecret();
      setAddress(null);
      showState({ enabled: false, since: null });
      setMessage(NIGHTSCOUT_TEXT.turnedOff);
    }, NIGHTSCOUT_TEXT.turnOffFailed);
  return { state, address, message, busy, create, turnOff };
}

/** The address shown right after it was made: the one time its secret is shown. */
function NewAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch (error) {
      // Without clipboard permission the address stays on screen to copy by hand.
      console.error('Copying the uploader address failed', error);
    }
  }
  return (
    <div className="space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-700 dark:bg-emerald-950">
      <div className="flex flex-wrap items-center gap-3">
        <output aria-label={NIGHTSCOUT_TEXT.addressLabel} className="font-mono text-sm font-semibold break-all text-slate-900 dark:text-slate-100">
          {address}
        </output>
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? NIGHTSCOUT_TEXT.copied : NIGHTSCOUT_TEXT.copy}
        </Button>
      </div>
      <p className="text-sm font-medium text-emerald-900 dark:text-emerald-200">{NIGHTSCOUT_TEXT.notShownAgain}</p>
    </div>
  );
}

function statusText(state: Loaded): string {
  if (state === 'loading') return '';
  if (state === 'failed') return NIGHTSCOUT_TEXT.loadFailed;
  return state.enabled && state.since ? `${NIGHTSCOUT_TEXT.on} ${new Date(state.since).toLocaleString()}.` : NIGHTSCOUT_TEXT.off;
}

/** Creates the uploader address (shown once), makes a new one, and turns uploads off. */
export function NightscoutUploads() {
  const { state, address, message, busy, create, turnOff } = useUploaderSecret();
  const enabled = typeof state === 'object' && state.enabled;
  return (
    <section aria-labelledby="nightscout-uploads-title" className="space-y-3">
      <h2 id="nightscout-uploads-title" className="font-semibold">
        {NIGHTSCOUT_TEXT.title}
      </h2>
      <p className={muted}>{NIGHTSCOUT_TEXT.explain}</p>
      {address && <NewAddress address={address} />}
      <p className="text-sm font-medium">{statusText(state)}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="outline" disabled={busy} onClick={() => void create()}>
          {enabled ? NIGHTSCOUT_TEXT.rotate : NIGHTSCOUT_TEXT.create}
        </Button>
        {enabled && (
          <Button variant="danger" disabled={busy} onClick={() => void turnOff()}>
            {NIGHTSCOUT_TEXT.turnOff}
          </Button>
        )}
      </div>
      {enabled && <p className={muted}>{NIGHTSCOUT_TEXT.rotateWarning}</p>}
      <p role="status" className="text-sm empty:hidden">
        {message}
      </p>
      <AccessTokens />
    </section>
  );
}

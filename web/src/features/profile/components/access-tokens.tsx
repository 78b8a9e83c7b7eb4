import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ACCESS_TOKEN_ROLE_LABELS,
  ACCESS_TOKEN_ROLES,
  ACCESS_TOKEN_TEXT,
  createAccessTokenSchema,
  type AccessTokenRole,
  type AccessTokenSummary,
  type CreatedAccessToken,
} from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { useBusyAction } from '../../../lib/use-busy-action';
import { useRecordWrite } from '../../../lib/use-record-write';
import { logged, type RecordKind } from '../../../lib/query-client';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../api/access-tokens';
import { usePanelShown } from './tab-panel';

const muted = 'text-sm text-slate-600 dark:text-slate-400';
const field = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900';

// Loaded each time the panel is shown, so a token's last use and a revocation on another device appear.
const accessTokensQuery = () => ({
  queryKey: ['profile', 'nightscout', 'access-tokens'] as const,
  queryFn: () => listAccessTokens().catch(logged(ACCESS_TOKEN_TEXT.loadFailed)),
  staleTime: 0,
  meta: { reads: ['nightscout'] satisfies RecordKind[] },
});

function useAccessTokens() {
  const loaded = useQuery({ ...accessTokensQuery(), enabled: usePanelShown() });
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const { busy, message, setMessage, run } = useBusyAction();
  const create = useRecordWrite(['nightscout'], createAccessToken);
  const revoke = useRecordWrite(['nightscout'], revokeAccessToken);
  return {
    tokens: loaded.data?.tokens,
    failed: loaded.isError,
    created,
    message,
    busy,
    create: (input: { name: string; role: AccessTokenRole }) => run(async () => setCreated(await create(input)), ACCESS_TOKEN_TEXT.createFailed),
    revoke: (id: string) =>
      run(async () => {
        await revoke(id);
        setCreated((shown) => (shown?.id === id ? null : shown));
        setMessage(ACCESS_TOKEN_TEXT.revoked);
      }, ACCESS_TOKEN_TEXT.revokeFailed),
  };
}

function NewTokenForm({ busy, onCreate }: { busy: boolean; onCreate: (input: { name: string; role: AccessTokenRole }) => void }) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<AccessTokenRole>('admin');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createAccessTokenSchema.safeParse({ name, role });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setName('');
    onCreate(parsed.data);
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <label className="flex flex-col gap-1 text-sm">
        {ACCESS_TOKEN_TEXT.nameLabel}
        <input className={field} value={name} placeholder={ACCESS_TOKEN_TEXT.namePlaceholder} aria-invalid={error ? true : undefined} onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {ACCESS_TOKEN_TEXT.roleLabel}
        <select className={field} value={role} onChange={(event) => setRole(event.target.value as AccessTokenRole)}>
          {ACCESS_TOKEN_ROLES.map((each) => (
            <option key={each} value={each}>
              {ACCESS_TOKEN_ROLE_LABELS[each]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline" disabled={busy}>
        {ACCESS_TOKEN_TEXT.create}
      </Button>
      {error && <p className="w-full text-sm text-red-700 dark:text-red-300">{error}</p>}
    </form>
  );
}

function TokenRow({ token, busy, onRevoke }: { token: AccessTokenSummary; busy: boolean; onRevoke: () => void }) {
  const lastUsed = token.lastUsedAt ? `${ACCESS_TOKEN_TEXT.lastUsed} ${new Date(token.lastUsedAt).toLocaleString()}` : ACCESS_TOKEN_TEXT.neverUsed;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2">
      <div>
        <p className="font-medium">{token.name}</p>
        <p className={muted}>
          {ACCESS_TOKEN_ROLE_LABELS[token.role]} · {lastUsed}
        </p>
      </div>
      <Button variant="danger" disabled={busy} onClick={onRevoke} aria-label={`${ACCESS_TOKEN_TEXT.revoke} ${token.name}`}>
        {ACCESS_TOKEN_TEXT.revoke}
      </Button>
    </li>
  );
}

/** Named access tokens for API v3 apps: each with its role and last use, the new one shown once, each revocable alone. */
export function AccessTokens() {
  const { tokens, failed, created, message, busy, create, revoke } = useAccessTokens();
  return (
    <section aria-labelledby="access-tokens-title" className="space-y-3">
      <h3 id="access-tokens-title" className="font-semibold">
        {ACCESS_TOKEN_TEXT.title}
      </h3>
      <p className={muted}>{ACCESS_TOKEN_TEXT.explain}</p>
      {created && (
        <div className="space-y-1 rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-700 dark:bg-emerald-950">
          <p className="text-sm">
            {ACCESS_TOKEN_TEXT.newToken} {created.name}:
          </p>
          <output aria-label={`${ACCESS_TOKEN_TEXT.newToken} ${created.name}`} className="font-mono text-sm font-semibold break-all">
            {created.token}
          </output>
          <p className="text-sm font-medium text-emerald-900 dark:text-emerald-200">{ACCESS_TOKEN_TEXT.notShownAgain}</p>
        </div>
      )}
      {failed && <p className="text-sm">{ACCESS_TOKEN_TEXT.loadFailed}</p>}
      {tokens && tokens.length === 0 && <p className={muted}>{ACCESS_TOKEN_TEXT.none}</p>}
      {tokens && tokens.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} busy={busy} onRevoke={() => void revoke(token.id)} />
          ))}
        </ul>
      )}
      <NewTokenForm busy={busy} onCreate={(input) => void create(input)} />
      <p role="status" className="text-sm empty:hidden">
        {message}
      </p>
    </section>
  );
}

import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { apiClient, setUnsentCreateHandler, type UnsentCreate } from '../api-client';
import { appStore } from '../jotai';
import { appQueryClient, invalidateRecords } from '../query-client';
import { currentUserAtom } from '../session';
import { listenForInstallOffer } from './install-prompt';
import { forgetQueriesOf, keepQueriesOf } from './query-persistence';
import { forgetUser, rememberUser } from './remembered-user';
import { keepsOffline, recordKindOf } from './save-kinds';
import { sendInOrder, type SendOutcome } from './send-waiting-saves';
import { toSend, withoutSave, withRefusal, withSave, type WaitingSave } from './waiting-save';
import { currentSaves, openSavesOf, savesOwner, updateSaves } from './waiting-saves-store';

/** While saves wait and the browser believes it is online (the server may not be), try again this often. */
const RETRY_EVERY_MS = 30_000;

let sending: Promise<void> | null = null;
/** Asked again while a round was under way (the connection came back meanwhile): one more round follows. */
let askedAgain = false;

function applyOutcome(owner: string, save: WaitingSave, outcome: SendOutcome, client: QueryClient): boolean {
  if (savesOwner() !== owner) return false;
  if (outcome.kind === 'sent') {
    updateSaves((saves) => withoutSave(saves, save.key));
    const kind = recordKindOf(save);
    if (kind) void invalidateRecords(client, [kind]);
  } else if (outcome.kind === 'refused') {
    updateSaves((saves) => withRefusal(saves, save.key, { message: outcome.message, fieldErrors: outcome.fieldErrors }));
  }
  return true;
}

/** Sends the open person's waiting saves, one round at a time however often it is asked. */
export function sendWaitingSaves(client: QueryClient = appQueryClient): Promise<void> {
  const owner = savesOwner();
  if (sending) askedAgain = true;
  if (sending || !owner || !onlineManager.isOnline()) return sending ?? Promise.resolve();
  sending = sendInOrder(toSend(currentSaves()), (save) => apiClient.resendCreate(save), (save, outcome) => applyOutcome(owner, save, outcome, client)).finally(() => {
    sending = null;
    if (askedAgain) {
      askedAgain = false;
      void sendWaitingSaves(client);
    }
  });
  return sending;
}

/**
 * Kept only when the browser knows it has no connection. Online, a save without an answer stays in
 * its form with the error, and Save sends it again under the same key: the person knows where it is.
 */
function keepUnsent(create: UnsentCreate): boolean {
  if (navigator.onLine || !savesOwner() || !keepsOffline(create.tag)) return false;
  updateSaves((saves) => withSave(saves, { ...create, savedAt: Date.now() }));
  return true;
}

/** Follows who is signed in: their last data and waiting saves open, and go when they sign out. */
function followPerson(client: QueryClient): void {
  let person: string | null = null;
  let stopKeeping = () => {};
  const onChange = () => {
    const user = appStore.get(currentUserAtom);
    if (user) rememberUser(user);
    const id = user?._id ?? null;
    if (id === person) return;
    stopKeeping();
    if (person && !id) {
      forgetQueriesOf(person);
      forgetUser();
    }
    person = id;
    openSavesOf(id);
    stopKeeping = id ? keepQueriesOf(client, id) : () => {};
    if (id) void sendWaitingSaves(client);
  };
  appStore.sub(currentUserAtom, onChange);
  onChange();
}

/** Starts the app's offline behaviour; called once, before the session is loaded. */
export function startOfflineSupport(client: QueryClient = appQueryClient): void {
  // TanStack Query assumes a connection until an `offline` event; a page opened offline gets none.
  onlineManager.setOnline(navigator.onLine);
  setUnsentCreateHandler(keepUnsent);
  listenForInstallOffer();
  // Loaded apart: Workbox's window library is not needed for the first paint.
  import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker(), (error: unknown) => console.warn('The app works online only: its service worker was not loaded.', error));
  followPerson(client);
  onlineManager.subscribe((online) => online && void sendWaitingSaves(client));
  setInterval(() => currentSaves().length > 0 && void sendWaitingSaves(client), RETRY_EVERY_MS);
}

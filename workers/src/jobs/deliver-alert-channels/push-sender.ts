import { loadVapidKeys, type Config } from '@glyco/runtime';
import { pushSubject, type PushSender } from './send-push';

/** The server's Web Push identity: its VAPID keys (configured, or generated once into DATA_DIR) and the mail sender as contact. */
export async function pushSenderOf(config: Config): Promise<PushSender> {
  return { vapid: await loadVapidKeys(config), subject: pushSubject(config.mailFrom) };
}

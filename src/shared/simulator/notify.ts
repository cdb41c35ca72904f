import type { SimApi } from './api-data';
import type { SimEnvironment } from './environment';
import { signedNotification } from './notifications';
import type { SimSite } from './site';

/** Signs a definition's webhook payload, puts it in the outbox and lists it in the events. */
export async function notify(env: SimEnvironment, api: SimApi, webhook: string, payload: Record<string, unknown>, site: SimSite, url: string | undefined, at: string, secret?: string): Promise<void> {
  const notification = await signedNotification(api, webhook, payload, site, url ?? site.notificationUrl, secret);
  env.outbox.push(notification);
  env.events.push({ kind: 'notification', at, api: api.api, webhook: notification.webhook, url: notification.url ?? '', body: notification.body });
}

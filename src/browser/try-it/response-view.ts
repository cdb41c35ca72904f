import { parseJsonSafely } from '@/shared/text/safe-decode';
import type { SimNotification } from '@/shared/simulator/notifications';
import type { SimResponse } from '@/shared/simulator/types';
import { el, preClass, subheading } from './panel-view';
import { say } from './words';

const pretty = (text: string) => {
  const value = parseJsonSafely(text);
  return value === undefined ? text : JSON.stringify(value, null, 2);
};

function block(label: string, text: string): HTMLElement {
  const pre = el('pre', preClass, text);
  // Scrollable, so reachable with the keyboard (axe scrollable-region-focusable), and named.
  pre.tabIndex = 0;
  pre.setAttribute('aria-label', label);
  return pre;
}

/**
 * The answer as the reader's code would get it: the HTTP status, the headers and the body; then,
 * apart and said to be the simulator's, its notes (which field, which part of `auth`, what it does
 * not model) and the notifications Ondapay would send now.
 */
export function drawResponse(into: HTMLElement, response: SimResponse, notifications: readonly SimNotification[]): void {
  const heading = subheading('tryIt.response');
  const status = el('p', 'font-mono text-base font-semibold', `HTTP ${response.status}`);
  status.dataset.status = String(response.status);
  const headerText = Object.entries(response.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  const parts: HTMLElement[] = [heading, status, el('p', 'mt-3 font-medium', say('tryIt.responseHeaders')), block(say('tryIt.responseHeaders'), headerText), el('p', 'mt-3 font-medium', say('tryIt.responseBody')), block(say('tryIt.responseBody'), pretty(response.body))];
  if (response.notes.length > 0) {
    const list = el('ul', 'mt-1 space-y-1');
    for (const note of response.notes) {
      const item = el('li');
      if (note.pointer !== undefined) item.append(el('code', 'font-mono text-xs', note.pointer || '/'), ' ');
      item.append(note.message);
      list.append(item);
    }
    parts.push(el('p', 'mt-3 font-medium', say('tryIt.notes')), list);
  }
  parts.push(...drawNotifications(notifications));
  into.replaceChildren(...parts);
  into.hidden = false;
}

/** The notifications Ondapay would send now, each as the request your server would receive; nothing when there are none. */
export function drawNotifications(notifications: readonly SimNotification[]): HTMLElement[] {
  if (notifications.length === 0) return [];
  return [
    el('p', 'mt-3 font-medium', say('tryIt.notifications')),
    ...notifications.map((notification) => {
      const headers = Object.entries(notification.headers).map(([name, value]) => `${name}: ${value}`);
      return block(say('tryIt.notifications'), [`POST ${notification.url ?? ''}`, ...headers, '', pretty(notification.body)].join('\n'));
    }),
  ];
}

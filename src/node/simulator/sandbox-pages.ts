import type { Locale } from '../../shared/i18n/locales';
import { escapeHtml } from '../../shared/content/markdown-html';
import type { PayResult } from '../../shared/simulator/checkout/checkout-pay';
import type { SimEvent } from '../../shared/simulator/types';
import { brandNames, testCards } from '../../shared/test-cards/cards';
import { sandboxWords } from './sandbox-words';

/** The local sandbox's pages: what happened (`/`), the payer's page at a session's `processUrl`, a payment link's and an AutoPay's. */

const page = (locale: Locale, title: string, body: string, hosts: string) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
  '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}code,pre{font-family:ui-monospace,monospace;font-size:.875rem}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f5;padding:.5rem}.banner{border:1px solid #a16207;background:#fefce8;padding:.5rem 1rem}label{display:block;margin-top:1rem}select,input{max-width:100%}</style>' +
  `</head><body><p class="banner" role="note">${escapeHtml(sandboxWords[locale].banner(hosts))}</p>${body}</body></html>`;

export interface Delivery {
  body: string;
  url: string;
  outcome: { kind: 'delivered'; status: number } | { kind: 'failed' } | { kind: 'kept' };
}

export function eventsPage(locale: Locale, hosts: string, bases: readonly string[], events: readonly SimEvent[], deliveries: readonly Delivery[]): string {
  const words = sandboxWords[locale];
  const delivery = (body: string) => {
    const found = deliveries.find((candidate) => candidate.body === body);
    if (!found || found.outcome.kind === 'kept') return words.kept;
    return found.outcome.kind === 'delivered' ? words.delivered(found.outcome.status) : words.notDelivered;
  };
  const rows = [...events].reverse().map((event) => {
    switch (event.kind) {
      case 'request':
        return `<li><code>${escapeHtml(event.at)}</code> ${escapeHtml(event.method)} <code>${escapeHtml(event.url)}</code> → ${event.status}</li>`;
      case 'notification':
        return `<li><code>${escapeHtml(event.at)}</code> ${escapeHtml(event.webhook)} → <code>${escapeHtml(event.url)}</code> (${escapeHtml(delivery(event.body))})<pre>${escapeHtml(event.body)}</pre></li>`;
      case 'clock':
        return `<li><code>${escapeHtml(event.at)}</code> +${event.seconds} s</li>`;
      case 'action':
        return `<li><code>${escapeHtml(event.at)}</code> ${escapeHtml(event.action)} ${escapeHtml(event.summary)}</li>`;
    }
  });
  const list = rows.length > 0 ? `<ol>${rows.join('')}</ol>` : `<p>${escapeHtml(words.noEvents)}</p>`;
  return page(locale, words.title, `<h1>${escapeHtml(words.title)}</h1><ul>${bases.map((base) => `<li><code>${escapeHtml(base)}</code></li>`).join('')}</ul><h2>${escapeHtml(words.events)}</h2>${list}`, hosts);
}

/** The test cards as the options of a form's card field. */
const cardOptions = (locale: Locale) => testCards.map((card) => `<option value="${card.number.replace(/\s+/g, '')}">${escapeHtml(`${card.number} · ${brandNames[card.brand]} · ${card.description[locale].replace(/`/g, '')}`)}</option>`).join('');

/**
 * The payer's page for a model's command (a payment link's `url`, an AutoPay's `processUrl`): a
 * test card (and the OTP when asked) posted to `/_simulator/<api>/<action>` with the hidden fields,
 * and, after it, what the command answered.
 */
export interface PayerForm {
  title: string;
  action: string;
  hidden: Record<string, string>;
  button: string;
  otp: boolean;
}

export function actionPage(locale: Locale, hosts: string, title: string, options: PayerForm & { result?: { ok: true; value: unknown } | { ok: false; problem: string } }): string {
  const words = sandboxWords[locale];
  const { result } = options;
  const status = result?.ok && typeof result.value === 'object' && result.value !== null ? (result.value as { status?: unknown }).status : undefined;
  const outcome = !result
    ? ''
    : result.ok
      ? `<h2>${escapeHtml(words.result)}</h2><p role="status">${escapeHtml(words.done)}</p><pre>${escapeHtml(JSON.stringify(status ?? result.value, null, 2))}</pre>`
      : `<p role="alert">${escapeHtml(result.problem in words.problems ? words.problems[result.problem as keyof typeof words.problems] : words.refused(result.problem))}</p>`;
  const hidden = Object.entries(options.hidden).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  const otp = options.otp ? `<label for="otp">${escapeHtml(words.otp)}</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" aria-describedby="otp-hint"><small id="otp-hint">${escapeHtml(words.otpHint)}</small>` : '';
  const form = `<form method="post" action="${escapeHtml(options.action)}">${hidden}<label for="card">${escapeHtml(words.card)}</label><select id="card" name="card">${cardOptions(locale)}</select>${otp}<p><button type="submit">${escapeHtml(options.button)}</button></p></form>`;
  return page(locale, title, `<h1>${escapeHtml(title)}</h1>${outcome}${form}`, hosts);
}

export function payPage(locale: Locale, hosts: string, requestId: string, action: string, result?: PayResult, returnUrl?: string): string {
  const words = sandboxWords[locale];
  const options = cardOptions(locale);
  const outcome = !result
    ? ''
    : result.ok
      ? `<h2>${escapeHtml(words.result)}</h2><p role="status"><code>${escapeHtml(`${result.payment.status} ${String(result.payment.reason)}`)}</code> ${escapeHtml(result.payment.message)}</p>`
      : `<p role="alert">${escapeHtml(words.problems[result.problem])}</p>`;
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(words.back)}</a></p>` : '';
  const form =
    `<form method="post" action="${escapeHtml(action)}"><label for="card">${escapeHtml(words.card)}</label><select id="card" name="card">${options}</select>` +
    `<label for="otp">${escapeHtml(words.otp)}</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" aria-describedby="otp-hint"><small id="otp-hint">${escapeHtml(words.otpHint)}</small>` +
    `<p><button type="submit">${escapeHtml(words.pay)}</button></p></form>`;
  return page(locale, words.payTitle(requestId), `<h1>${escapeHtml(words.payTitle(requestId))}</h1>${outcome}${form}${back}`, hosts);
}

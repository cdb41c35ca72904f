import { brandNames, testCards } from '@/shared/test-cards/cards';
import type { Locale } from '@/shared/i18n/locales';
import { TEST_OTP } from '@/shared/simulator/card-outcome';
import { siteDateTime } from '@/shared/simulator/clock';
import { ADVANCE_CHOICES, advanceWords, runPayerAction, type PayerAction } from '@/shared/try-it/payer-actions';
import { toolClasses } from '@/shared/ui/tool-classes';
import type { PageEnvironment } from './environment';
import { el, preClass, subheading } from './panel-view';
import { drawNotifications } from './response-view';
import { say } from './words';

/**
 * The simulated environment's own controls, under an answer (docs/simulator.md, "In the page"):
 * what the payer does with what the answer gave (pay a session or a link with a test card, sign
 * or decline an AutoPay, answer a 3-D Secure challenge, a payment point pays a voucher) and the
 * clock moved forward. They are the simulator's commands (`simulator.act`, `payCheckoutSession`,
 * `simulator.advance`), the same the journeys and the sandbox run, and the panel says they are
 * not Ondapay's API. What each did, and the notifications Ondapay would send, appear below them
 * and are announced.
 */

let count = 0;

const labelled = (control: HTMLElement, text: string, id: string) => {
  const row = el('div', 'mt-3');
  const label = el('label', toolClasses.label, text);
  control.id = id;
  label.htmlFor = id;
  row.append(label, control);
  return row;
};

const cardLabel = (card: (typeof testCards)[number], locale: Locale) => `${card.number} · ${brandNames[card.brand]} · ${card.description[locale]}`;

export function drawControls(into: HTMLElement, env: PageEnvironment, actions: readonly PayerAction[]): void {
  const id = `try-it-controls-${++count}`;
  const heading = subheading('tryIt.controls');
  heading.id = `${id}-title`;
  const note = el('p', 'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-zinc-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-zinc-100', say('tryIt.controlsNote'));
  note.setAttribute('role', 'note');
  const status = el('p', 'mt-3 font-medium empty:hidden');
  status.setAttribute('role', 'status');
  const result = el('div');
  const clock = el('p', 'mt-2 text-zinc-600 dark:text-zinc-400');
  const showClock = () => (clock.textContent = say('tryIt.clockNow', { now: siteDateTime(env.simulator.clock.now()) }));
  let busy = false;
  const act = async (button: HTMLButtonElement, label: string, work: () => Promise<{ ok: true; value: unknown } | { ok: false; problem: string }>) => {
    if (busy) return;
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    try {
      const outcome = await work();
      const parts: HTMLElement[] = [];
      if (outcome.ok && outcome.value !== undefined) {
        const pre = el('pre', preClass, JSON.stringify(outcome.value, null, 2));
        pre.tabIndex = 0;
        pre.setAttribute('aria-label', say('tryIt.controlResult'));
        parts.push(pre);
      }
      parts.push(...drawNotifications(env.simulator.takeNotifications()));
      result.replaceChildren(...parts);
      status.textContent = outcome.ok ? say('tryIt.controlDone', { action: label }) : say('tryIt.controlRefused', { action: label, problem: outcome.problem });
      showClock();
    } finally {
      busy = false;
      button.removeAttribute('aria-disabled');
    }
  };

  const groups: HTMLElement[] = [];
  if (actions.length > 0) {
    const payer = el('fieldset', 'mt-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800');
    payer.append(el('legend', 'px-1 font-medium', say('tryIt.payer')));
    const needsCard = actions.some((action) => action.card);
    const needsOtp = actions.some((action) => action.otp);
    const card = el('select', toolClasses.input);
    for (const candidate of testCards) card.append(new Option(cardLabel(candidate, env.locale), candidate.number));
    const otp = el('input', toolClasses.input);
    otp.inputMode = 'numeric';
    otp.autocomplete = 'off';
    // A challenge is answered with the OTP; a card payment takes one only for a card with a challenge.
    if (actions.some((action) => action.id === 'challenge')) otp.value = TEST_OTP;
    if (needsCard) payer.append(labelled(card, say('tryIt.testCard'), `${id}-card`));
    if (needsOtp) payer.append(labelled(otp, say('tryIt.otp', { otp: TEST_OTP }), `${id}-otp`));
    const buttons = el('div', 'mt-3 flex flex-wrap gap-2');
    for (const [index, action] of actions.entries()) {
      const label = say(`tryIt.action.${action.id}`);
      const button = el('button', index === 0 ? toolClasses.primary : toolClasses.secondary, label);
      button.type = 'button';
      button.dataset.action = action.id;
      button.addEventListener('click', () => void act(button, label, () => runPayerAction(env.simulator, action, card.value, otp.value)));
      buttons.append(button);
    }
    payer.append(buttons);
    groups.push(payer);
  }

  const time = el('fieldset', 'mt-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800');
  time.append(el('legend', 'px-1 font-medium', say('tryIt.clock')));
  const amount = el('select', toolClasses.input);
  for (const seconds of ADVANCE_CHOICES) {
    const { count: howMany, unit } = advanceWords(seconds);
    amount.append(new Option(say(`tryIt.advance.${unit}`, { count: howMany }), String(seconds)));
  }
  const advance = el('button', toolClasses.secondary, say('tryIt.advance'));
  advance.type = 'button';
  advance.dataset.action = 'advance';
  advance.addEventListener('click', () => {
    const seconds = Number(amount.value);
    const label = say('tryIt.advanced', { amount: amount.selectedOptions[0]?.textContent ?? '' });
    void act(advance, label, async () => {
      await env.simulator.advance(seconds);
      return { ok: true, value: undefined };
    });
  });
  const advanceRow = el('div', 'mt-3 flex flex-wrap gap-2');
  advanceRow.append(advance);
  time.append(labelled(amount, say('tryIt.advanceBy'), `${id}-advance`), advanceRow, clock);
  showClock();
  groups.push(time);

  into.setAttribute('aria-labelledby', heading.id);
  into.replaceChildren(heading, note, ...groups, status, result);
  into.hidden = false;
}

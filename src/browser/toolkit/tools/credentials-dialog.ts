import { toolClasses } from '@/shared/ui/tool-classes';
import { h } from '../dom';
import { say } from '../strings';

const DIALOG_ID = 'test-credentials';

/** The "your test credentials" dialog, drawn once per page on demand: a native <dialog> (modal, Escape closes it). */
export function credentialsDialog() {
  const existing = document.getElementById(DIALOG_ID);
  if (existing) existing.remove();
  const field = (label: string, input: HTMLInputElement) => h('label', { class: toolClasses.label }, label, input);
  const login = h('input', { name: 'login', autocomplete: 'off', spellcheck: 'false', class: toolClasses.input });
  const secretKey = h('input', { name: 'secretKey', type: 'password', autocomplete: 'new-password', spellcheck: 'false', class: toolClasses.input });
  const remember = h('input', { type: 'checkbox', class: 'mt-1' });
  const status = h('p', { role: 'status', class: 'text-sm text-zinc-700 empty:hidden dark:text-zinc-300' });
  const apply = h('button', { type: 'submit', class: toolClasses.primary }, say('credentials.apply'));
  const forget = h('button', { type: 'button', class: toolClasses.secondary }, say('credentials.forget'));
  const close = h('button', { type: 'button', class: `${toolClasses.secondary} ml-auto` }, say('credentials.close'));
  const form = h(
    'form',
    { class: 'flex flex-col gap-4 p-5', novalidate: true },
    h('h2', { id: `${DIALOG_ID}-title`, class: 'text-lg font-semibold' }, say('credentials.title')),
    h('p', { class: 'text-sm text-zinc-600 dark:text-zinc-400' }, say('credentials.intro')),
    field(say('credentials.login'), login),
    field(say('credentials.secretKey'), secretKey),
    h('label', { class: 'flex items-start gap-2 text-sm' }, remember, say('credentials.remember')),
    status,
    h('div', { class: 'flex flex-wrap gap-2' }, apply, forget, close),
  );
  const dialog = h(
    'dialog',
    {
      id: DIALOG_ID,
      'aria-labelledby': `${DIALOG_ID}-title`,
      class: 'm-auto w-[min(32rem,calc(100%-2rem))] rounded-xl border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100',
    },
    form,
  );
  document.body.append(dialog);
  return { dialog, form, login, secretKey, remember, status, forget, close };
}

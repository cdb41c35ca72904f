import { authSteps, freshNonce, seedOf } from '@/shared/toolkit/auth';
import type { MessageKey } from '@/shared/i18n/dictionaries/es';
import { part } from '../parts';
import { showInSamples } from '../samples';
import { forgetCredentials, isRemembered, readCredentials, saveCredentials, type SavedCredentials } from '../storage';
import { say as words } from '../strings';
import { credentialsDialog } from './credentials-dialog';

async function valuesFor({ login, secretKey }: SavedCredentials) {
  const nonce = freshNonce();
  const seed = seedOf(new Date());
  const steps = await authSteps({ login, secretKey, nonce, seed });
  return { login, tranKey: steps.tranKey, nonce: steps.nonceBase64, seed };
}

/**
 * The "your test credentials" panel (a native <dialog> drawn on demand, credentials-dialog.ts): the
 * reader's login and secret key, kept in this tab (or on this device if they opt in), put into
 * every sample with a fresh nonce, seed and tranKey. The secret stays in the input's value and in
 * storage: never in the markup, a sample, a URL or a request.
 */
export async function mount(trigger: HTMLElement) {
  const { dialog, form, login, secretKey, remember, status, forget, close } = credentialsDialog();
  trigger.setAttribute('aria-controls', dialog.id);
  const inUse = part(trigger, 'in-use');

  const say = (name: 'applied' | 'forgotten' | 'missing' | 'unavailable', values?: Record<string, string>) => {
    status.textContent = words(`credentials.${name}` as MessageKey, values);
  };

  const apply = async (credentials: SavedCredentials) => {
    if (!globalThis.crypto?.subtle) {
      say('unavailable');
      return false;
    }
    const values = await valuesFor(credentials);
    showInSamples(values);
    inUse.hidden = false;
    say('applied', { login: credentials.login, time: values.seed.slice(11, 19) });
    return true;
  };

  trigger.addEventListener('click', () => {
    const saved = readCredentials();
    if (saved) {
      login.value = saved.login;
      secretKey.value = saved.secretKey;
      remember.checked = isRemembered();
    }
    dialog.showModal();
    login.focus();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const credentials = { login: login.value.trim(), secretKey: secretKey.value };
    if (!credentials.login || !credentials.secretKey) {
      say('missing');
      (credentials.login ? secretKey : login).focus();
      return;
    }
    saveCredentials(credentials, remember.checked);
    void apply(credentials).then((applied) => applied && dialog.close());
  });

  forget.addEventListener('click', () => {
    forgetCredentials();
    showInSamples(undefined);
    login.value = '';
    secretKey.value = '';
    remember.checked = false;
    inUse.hidden = true;
    say('forgotten');
  });

  close.addEventListener('click', () => dialog.close());

  const saved = readCredentials();
  if (saved) await apply(saved);
}

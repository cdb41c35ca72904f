import { parseJsonSafely } from '@/shared/text/safe-decode';
import { CREDENTIALS_STORAGE_KEY } from '@/shared/ui/toolkit-loader';

export interface SavedCredentials {
  login: string;
  secretKey: string;
}

const stores = () => {
  try {
    return { session: window.sessionStorage, local: window.localStorage };
  } catch {
    // Storage refused (a privacy setting): the credentials last as long as the page.
    return undefined;
  }
};

/** Saved credentials, or none when storage holds anything else (another version's format, a reader's edit, garbage). */
function parse(text: string | null): SavedCredentials | undefined {
  const value = parseJsonSafely(text) as Partial<SavedCredentials> | null | undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  return typeof value.login === 'string' && typeof value.secretKey === 'string' && value.login && value.secretKey ? { login: value.login, secretKey: value.secretKey } : undefined;
}

/** The reader's saved test credentials: this tab's, else those remembered on this device. */
export function readCredentials(): SavedCredentials | undefined {
  const store = stores();
  if (!store) return undefined;
  return parse(store.session.getItem(CREDENTIALS_STORAGE_KEY)) ?? parse(store.local.getItem(CREDENTIALS_STORAGE_KEY));
}

/** Whether these credentials are remembered on this device (local storage), not only in this tab. */
export const isRemembered = () => stores()?.local.getItem(CREDENTIALS_STORAGE_KEY) != null;

/** Kept for this tab; on this device too only when the reader opted in (and forgotten there otherwise). */
export function saveCredentials(credentials: SavedCredentials, remember: boolean) {
  const store = stores();
  if (!store) return;
  const text = JSON.stringify(credentials);
  store.session.setItem(CREDENTIALS_STORAGE_KEY, text);
  if (remember) store.local.setItem(CREDENTIALS_STORAGE_KEY, text);
  else store.local.removeItem(CREDENTIALS_STORAGE_KEY);
}

export function forgetCredentials() {
  const store = stores();
  store?.session.removeItem(CREDENTIALS_STORAGE_KEY);
  store?.local.removeItem(CREDENTIALS_STORAGE_KEY);
}

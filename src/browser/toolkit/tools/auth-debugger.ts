import { authSteps, checkSeed, compareTranKey, freshNonce, nonceFromBase64, seedOf } from '@/shared/toolkit/auth';
import { show, onSubmit, valueOf } from '../form';
import { part } from '../parts';
import { say } from '../strings';

/** The authentication debugger (src/components/toolkit/AuthDebugger.tsx): each step of the tranKey from the reader's values. */
export function mount(root: HTMLElement) {
  const status = part(root, 'status');
  const seedCheck = part(root, 'seed-check');
  const steps = part(root, 'outputs');

  onSubmit(root, async () => {
    const login = valueOf(root, 'login');
    // A secret is used as typed: a stray space or line break is one of the mistakes to find.
    const secretKey = valueOf(root, 'secret-key', true);
    const pastedNonce = valueOf(root, 'nonce');
    const pastedSeed = valueOf(root, 'seed');
    seedCheck.textContent = '';
    if (!login || !secretKey) {
      status.textContent = say('debugger.missing');
      steps.hidden = true;
      return;
    }
    const nonce = pastedNonce ? nonceFromBase64(pastedNonce) : freshNonce();
    if (!nonce) {
      status.textContent = say('debugger.nonceInvalid');
      steps.hidden = true;
      return;
    }
    const seed = pastedSeed || seedOf(new Date());
    const result = await authSteps({ login, secretKey, nonce, seed });
    show(root, 'raw-nonce', result.nonceHex);
    show(root, 'nonce-base64', result.nonceBase64);
    show(root, 'seed-value', result.seed);
    show(root, 'hashed', say('debugger.hashedValue', { total: result.hashedByteLength, nonce: result.hashedParts.nonceHex, seed: result.hashedParts.seedHex, secret: result.hashedParts.secretByteLength, key: root.getAttribute('data-secret-name') ?? 'secretKey' }));
    show(root, 'sha256', result.sha256Hex);
    show(root, 'tran-key', result.tranKey);
    steps.hidden = false;

    const window = checkSeed(seed, new Date());
    seedCheck.textContent = window.kind === 'invalid' ? say('debugger.seedInvalid') : say(window.kind === 'within' ? 'debugger.seedWithin' : 'debugger.seedOutside', { skew: window.skewSeconds });

    const theirs = valueOf(root, 'their-tran-key');
    // Their tranKey can only be compared with the nonce and seed it was computed from.
    if (!theirs || !pastedNonce || !pastedSeed) {
      status.textContent = pastedNonce && pastedSeed ? '' : say('debugger.generated');
      return;
    }
    const comparison = await compareTranKey(theirs, result, nonce, secretKey);
    status.textContent = comparison.kind === 'mistake' ? say(`debugger.mistake.${comparison.mistake}`) : say(comparison.kind === 'match' ? 'debugger.match' : 'debugger.differs');
  });
}

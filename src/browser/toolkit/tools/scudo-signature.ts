import { checkScudoSignature } from '@/shared/toolkit/signature-check';
import { onSubmit, show, valueOf } from '../form';
import { part } from '../parts';
import { say } from '../strings';

/** Ondapay rejects a timestamp more than this far from its clock (content guide, Api Scudo). */
const TIMESTAMP_WINDOW_SECONDS = 300;

/** The X-Scudo-Signature checker (src/components/toolkit/SignatureVerifier.tsx). */
export function mount(root: HTMLElement) {
  const status = part(root, 'status');
  onSubmit(root, async () => {
    const input = { method: valueOf(root, 'method'), path: valueOf(root, 'path'), body: valueOf(root, 'body', true), header: valueOf(root, 'header'), secretKey: valueOf(root, 'secret', true) };
    ['body-hash', 'string-to-sign', 'expected'].forEach((name) => show(root, name, ''));
    if (!input.method || !input.path || !input.header || !input.secretKey) {
      status.textContent = say('scudo.missing');
      return;
    }
    const check = await checkScudoSignature(input, new Date());
    if (check.kind === 'malformed') {
      status.textContent = say('scudo.malformed');
      return;
    }
    show(root, 'body-hash', check.bodyHash);
    show(root, 'string-to-sign', check.stringToSign);
    show(root, 'expected', check.expected);
    const late = Math.abs(check.skewSeconds) > TIMESTAMP_WINDOW_SECONDS ? ` ${say('scudo.timestampOutside', { skew: check.skewSeconds })}` : '';
    status.textContent = `${say(check.kind === 'valid' ? 'scudo.valid' : 'scudo.invalid')}${late}`;
  });
}

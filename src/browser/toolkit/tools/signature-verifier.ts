import { parseJsonSafely } from '@/shared/text/safe-decode';
import { checkSignature, type SignatureRule } from '@/shared/toolkit/signature-check';
import { onSubmit, show, valueOf } from '../form';
import { part } from '../parts';
import { say } from '../strings';

/** "Verify a notification I received" (src/components/toolkit/SignatureVerifier.tsx). */
export function mount(root: HTMLElement) {
  const rule = (parseJsonSafely(root.getAttribute('data-rule')) ?? {}) as SignatureRule;
  const status = part(root, 'status');
  const clear = () => ['values', 'expected', 'received'].forEach((name) => show(root, name, ''));

  onSubmit(root, async () => {
    // The body exactly as it arrived: a signature covers the text, not a re-serialized copy.
    const body = valueOf(root, 'payload', true);
    const secret = valueOf(root, 'secret', true);
    clear();
    if (!body.trim() || !secret) {
      status.textContent = say('verifier.missing');
      return;
    }
    const check = await checkSignature(rule, body, secret, rule.in === 'header' ? valueOf(root, 'header') : '');
    switch (check.kind) {
      case 'badJson':
        status.textContent = say('verifier.badJson');
        return;
      case 'missingField':
        status.textContent = say('verifier.missingField', { field: check.field });
        return;
      case 'missingSignature':
        status.textContent = say('verifier.missingSignature', { name: rule.name });
        return;
      default:
        show(root, 'values', check.values.map((value, index) => `${rule.fields[index]} = ${value}`).join('\n'));
        show(root, 'expected', check.expected);
        show(root, 'received', check.received);
        status.textContent =
          check.kind === 'valid' ? `${say('verifier.valid')}${rule.algorithms.length > 1 ? ` ${say('verifier.validWith', { algorithm: check.algorithm })}` : ''}` : say('verifier.invalid');
    }
  });
}

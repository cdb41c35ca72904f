import { MAX_PIN_LENGTH, fillLength, hasRandomFill, isPinBlockFormat, pinBlock, randomFill, type PinBlockFormat } from '@/shared/pinpad/pin-block';
import { isPositions, keysPressed, randomPositions } from '@/shared/pinpad/positions';
import { onSubmit, show, valueOf } from '../form';
import { part } from '../parts';
import { say } from '../strings';

const random = (count: number) => crypto.getRandomValues(new Uint8Array(count));

/**
 * The PIN pad playground (src/components/toolkit/PinPadPlayground.tsx): the keypad types into the
 * PIN field (so do the keyboard's digits, in the field or on a key), and the button computes the
 * clear and the enciphered PIN block with src/shared/pinpad. Nothing leaves the page.
 */
export function mount(root: HTMLElement) {
  const key = root.getAttribute('data-key') ?? '';
  const first = root.getAttribute('data-positions') ?? '';
  let positions = isPositions(first) ? first : '0123456789';
  const status = part(root, 'status');
  const outputs = part(root, 'outputs');
  const pin = part<HTMLInputElement>(root, 'pin');
  const format = part<HTMLSelectElement>(root, 'format');
  const fill = part<HTMLInputElement>(root, 'fill');
  const keypad = part(root, 'keypad');
  const count = part(root, 'count');
  const digitKeys = Array.from(keypad.querySelectorAll<HTMLButtonElement>('[data-key-index]'));

  const clearOutputs = () => {
    outputs.querySelectorAll<HTMLElement>('[data-row]').forEach((row) => (row.hidden = true));
  };
  const setPin = (value: string) => {
    pin.value = value.replace(/\D/g, '').slice(0, MAX_PIN_LENGTH);
    count.textContent = say('pinpad.drawn.count', { count: pin.value.length });
  };
  const type = (digit: string) => {
    if (pin.value.length >= MAX_PIN_LENGTH) {
      status.textContent = say('pinpad.drawn.full');
      return;
    }
    setPin(pin.value + digit);
  };
  const selectedFormat = (): PinBlockFormat => {
    const value = Number(format.value);
    return isPinBlockFormat(value) ? value : 0;
  };

  pin.addEventListener('input', () => setPin(pin.value));
  keypad.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    const index = button.getAttribute('data-key-index');
    if (index !== null) type(positions[Number(index)] ?? '');
    else if (button.getAttribute('data-action') === 'delete') setPin(pin.value.slice(0, -1));
    else if (button.getAttribute('data-action') === 'clear') setPin('');
  });
  // On a key, the keyboard's digits type too, and Backspace deletes: the keypad works without a pointer.
  keypad.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      type(event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      setPin(pin.value.slice(0, -1));
    }
  });
  part<HTMLInputElement>(root, 'show-pin').addEventListener('change', (event) => {
    pin.type = (event.target as HTMLInputElement).checked ? 'text' : 'password';
  });
  const syncFill = () => {
    fill.disabled = !hasRandomFill(selectedFormat());
  };
  format.addEventListener('change', syncFill);
  syncFill();
  part(root, 'shuffle').addEventListener('click', () => {
    positions = randomPositions(random);
    digitKeys.forEach((button, index) => (button.textContent = positions[index] ?? ''));
    setPin('');
    clearOutputs();
    status.textContent = say('pinpad.drawn.shuffled');
  });

  onSubmit(root, () => {
    const chosen = selectedFormat();
    const typedFill = valueOf(root, 'fill').toUpperCase();
    const drawn = hasRandomFill(chosen) && typedFill === '';
    const fillValue = hasRandomFill(chosen) ? (drawn ? randomFill(chosen, pin.value, random) : typedFill) : undefined;
    const block = pinBlock({ format: chosen, pin: pin.value, pan: valueOf(root, 'pan').replace(/[\s-]/g, ''), key, ...(fillValue === undefined ? {} : { fill: fillValue }) });
    if ('problem' in block) {
      clearOutputs();
      status.textContent = say(`pinpad.drawn.${block.problem === 'fill' ? 'fill' : block.problem === 'pan' ? 'pan' : 'pin'}`, { length: fillLength(pin.value) });
      return;
    }
    show(root, 'positions', positions);
    show(root, 'keys-pressed', keysPressed(pin.value, positions));
    show(root, 'pin-field', block.pinField);
    show(root, 'pan-field', block.panField ?? '');
    show(root, 'fill-used', drawn ? say('pinpad.drawn.drawnFill', { fill: block.fill }) : block.fill);
    show(root, 'clear-block', block.clear);
    show(root, 'encrypted-block', block.encrypted);
    status.textContent = say('pinpad.drawn.done', { format: chosen, clear: block.clear, encrypted: block.encrypted });
  });
}

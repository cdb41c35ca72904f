import { part } from './parts';

/** The value of a tool's input or textarea named by `data-part`, trimmed unless `raw`. */
export const valueOf = (root: ParentNode, name: string, raw = false) => {
  const value = part<HTMLInputElement | HTMLTextAreaElement>(root, name).value;
  return raw ? value : value.trim();
};

/** Writes a tool's output named by `data-part`, showing its row (or hiding it when empty). */
export function show(root: ParentNode, name: string, text: string) {
  const output = part(root, name);
  output.textContent = text;
  const row = output.closest<HTMLElement>('[data-row]');
  if (row) row.hidden = text === '';
}

/**
 * Runs `check` when the reader presses the tool's button (`data-part="run"`) or Enter in a one-line
 * field. No <form> and no submit button: pressed before the tool listens, a submit would reload the
 * page, where a plain button's click is kept and replayed.
 */
export function onSubmit(root: ParentNode, check: () => void | Promise<void>) {
  const form = part(root, 'form');
  part(form, 'run').addEventListener('click', () => void check());
  form.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void check();
  });
}

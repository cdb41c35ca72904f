import { describe, expect, it } from 'vitest';
import { enterAction, escapeStep, moveActive } from './dialog-rules';

describe('escapeStep', () => {
  it('closes the panel, then clears the query, then closes the dialog', () => {
    expect(escapeStep({ panelOpen: true, query: 'pago' })).toBe('close-panel');
    expect(escapeStep({ panelOpen: false, query: 'pago' })).toBe('clear-query');
    expect(escapeStep({ panelOpen: false, query: '' })).toBe('close-dialog');
  });
});

describe('enterAction', () => {
  it.each([
    [{ ctrlKey: false, metaKey: false, shiftKey: false }, 'go'],
    [{ ctrlKey: true, metaKey: false, shiftKey: false }, 'new-tab'],
    [{ ctrlKey: false, metaKey: true, shiftKey: false }, 'new-tab'],
    [{ ctrlKey: false, metaKey: false, shiftKey: true }, 'new-window'],
  ] as const)('%j -> %s', (keys, action) => {
    expect(enterAction(keys)).toBe(action);
  });
});

describe('moveActive', () => {
  it('moves and wraps', () => {
    expect(moveActive(0, 5, 1)).toBe(1);
    expect(moveActive(4, 5, 1)).toBe(0);
    expect(moveActive(0, 5, -1)).toBe(4);
    expect(moveActive(0, 0, 1)).toBe(0);
  });
});

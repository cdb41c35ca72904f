import { describe, expect, it } from 'vitest';
import { highlightRanges, snippetOf } from './highlight';
import { analyze } from './normalize';

const marked = (text: string, terms: string[], locale: 'es' | 'en' = 'es') =>
  highlightRanges(text, terms, locale).map((range) => text.slice(range.start, range.end));

describe('highlightRanges', () => {
  it('marks the words whose index terms a result matched, accents and word forms included', () => {
    expect(marked('Respuesta cuando la autenticación falla', ['autent'])).toEqual(['autenticación']);
    expect(marked('Crea una sesión', ['sesion'])).toEqual(['sesión']);
    expect(marked('Payment methods', ['payment', 'method'], 'en')).toEqual(['Payment', 'methods']);
  });

  it('marks a code-like word matched by a piece', () => {
    expect(marked('Regreso a la app con returnUrl', ['return'])).toEqual(['returnUrl']);
  });

  it('marks nothing without terms', () => {
    expect(highlightRanges('Crea una sesión', [], 'es')).toEqual([]);
  });
});

describe('snippetOf', () => {
  const text =
    'Ondapay envía la notificación a tu servidor cada vez que la sesión cambia de estado. Verifica la firma antes de confiar en ella: calcula el SHA-1 de los valores y compáralo con signature. Responde HTTP 200 rápido.';

  it('shows the start of the text with its matched words marked when they come early', () => {
    const snippet = snippetOf(text, ['notif'], 'es', undefined, 80);
    expect(snippet?.text.startsWith('Ondapay envía')).toBe(true);
    expect(snippet?.text.endsWith('…')).toBe(true);
    expect(snippet?.ranges.map((range) => snippet.text.slice(range.start, range.end))).toEqual(['notificación']);
  });

  it('moves to the first match further on, cut at word boundaries, with the ranges in the snippet', () => {
    const snippet = snippetOf(text, analyze('signature', 'es'), 'es', undefined, 80);
    expect(snippet?.text.startsWith('…')).toBe(true);
    expect(snippet?.ranges.map((range) => snippet.text.slice(range.start, range.end))).toEqual(['signature']);
  });

  it('looks first for the words that are not a product name, and marks them all', () => {
    const snippet = snippetOf(text, ['ondapay', 'firm'], 'es', ['firm'], 80);
    expect(snippet?.text.startsWith('…')).toBe(true);
    expect(snippet?.ranges.map((range) => snippet.text.slice(range.start, range.end))).toContain('firma');
  });

  it('keeps the text as it is: markup in content is text, never HTML', () => {
    const snippet = snippetOf('Usa <script>alert(1)</script> nunca; la firma sí.', ['firm'], 'es');
    expect(snippet?.text).toContain('<script>');
    expect(snippet?.ranges).toHaveLength(1);
  });

  it('gives nothing for an empty text', () => {
    expect(snippetOf('  ', ['pago'], 'es')).toBeUndefined();
  });
});

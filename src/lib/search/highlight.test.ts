import { describe, expect, it } from 'vitest';
import { highlightRanges } from './highlight';

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

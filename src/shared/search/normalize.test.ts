import { describe, expect, it } from 'vitest';
import { analyze, analyzeToken, fold, splitCamelCase, stem, surfaceTokens } from './normalize';

const terms = (token: string, locale: 'es' | 'en' = 'en') => analyzeToken(token, locale).map((term) => term.term);

describe('fold', () => {
  it('lowercases and drops accents and other marks', () => {
    expect(fold('Autenticación')).toBe('autenticacion');
    expect(fold('PÁGINA Año Güiro')).toBe('pagina ano guiro');
  });
});

describe('stem', () => {
  it('gives Spanish singular and plural, with or without accents, one stem', () => {
    expect(stem('pagos', 'es')).toBe(stem('pago', 'es'));
    expect(stem(fold('sesión'), 'es')).toBe(stem('sesiones', 'es'));
    // The Snowball rule for "-ión" needs the accent; folded words get it back before stemming.
    expect(stem('autenticacion', 'es')).toBe(stem('autenticaciones', 'es'));
  });

  it('gives English singular and plural one stem', () => {
    expect(stem('payments', 'en')).toBe(stem('payment', 'en'));
    expect(stem('notifications', 'en')).toBe(stem('notification', 'en'));
  });
});

describe('analyze', () => {
  it('makes accented and unaccented Spanish the same terms', () => {
    expect(analyze('Autenticación de la sesión', 'es')).toEqual(analyze('autenticacion de la sesion', 'es'));
  });

  it('leaves out stopwords and single letters', () => {
    expect(analyze('Cómo crear una sesión y pagar', 'es')).toEqual([stem('crear', 'es'), 'sesion', stem('pagar', 'es')]);
    expect(analyze('How to create a session', 'en')).toEqual([stem('create', 'en'), 'session']);
  });

  it('keeps inline code words whole and split', () => {
    expect(analyze('Envía `returnUrl` y `payment.amount`', 'es')).toEqual(
      expect.arrayContaining(['returnurl', 'return', 'url', 'payment.amount', 'payment', 'amount']),
    );
  });
});

describe('analyzeToken', () => {
  it('keeps an API path whole and its segments', () => {
    expect(terms('/api/session')).toEqual(['/api/session', 'api', 'session']);
    expect(terms('/api/session/{requestId}')).toEqual(['/api/session/{requestid}', 'api', 'session', 'requestid', 'request', 'id']);
  });

  it('keeps a camelCase field whole and its words, so "returnUrl", "returnurl" and "return url" meet', () => {
    expect(terms('returnUrl')).toEqual(['returnurl', 'return', 'url']);
    expect(terms('returnurl')).toEqual(['returnurl']);
    expect(terms('processURL')).toEqual(['processurl', 'process', 'url']);
  });

  it('also joins hyphenated and dotted words, the way a reader may type them', () => {
    expect(terms('3-D')).toEqual(['3-d', '3d']);
    expect(terms('e-mail')).toEqual(['e-mail', stem('email', 'en'), 'mail']);
    expect(terms('Node.js')).toEqual(['node.js', stem('nodejs', 'en'), 'node', 'js']);
  });

  it('marks which terms run to the end of the token and which are pieces', () => {
    expect(analyzeToken('/api/sess', 'en')).toEqual([
      { term: '/api/sess', surface: '/api/sess', atEnd: true, piece: false },
      { term: 'api', surface: 'api', atEnd: false, piece: true },
      { term: 'sess', surface: 'sess', atEnd: true, piece: true },
    ]);
  });
});

describe('surfaceTokens', () => {
  it('finds words with their offsets, and the host and path of a URL', () => {
    expect(surfaceTokens('POST https://checkout.ondapay.dev/api/session now').map((token) => token.text)).toEqual([
      'POST',
      'checkout.ondapay.dev',
      '/api/session',
      'now',
    ]);
    expect(surfaceTokens('la sesión')).toEqual([
      { text: 'la', start: 0, end: 2 },
      { text: 'sesión', start: 3, end: 9 },
    ]);
  });
});

describe('splitCamelCase', () => {
  it('splits on lower-to-upper and acronym boundaries', () => {
    expect(splitCamelCase('ASWebAuthenticationSession')).toEqual(['AS', 'Web', 'Authentication', 'Session']);
    expect(splitCamelCase('tranKey')).toEqual(['tran', 'Key']);
  });
});

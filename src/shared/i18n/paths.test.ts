import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, namespaceOf, sanitizePath, splitLocale, switchLocalePath } from './paths';

describe('sanitizePath', () => {
  it.each([
    ['/checkout/create-session', '/checkout/create-session'],
    ['', '/'],
    ['/', '/'],
    ['checkout', '/checkout'],
    ['//evil.example', '/evil.example'],
    ['///evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['/%5c%5cevil.example', '/evil.example'],
    ['/en/../', '/'],
    ['/../etc/passwd', '/etc/passwd'],
    ['/%2e%2e/%2e%2e/etc', '/etc'],
    ['/checkout/./x', '/checkout/x'],
    ['/checkout?q=1#top', '/checkout'],
    ['https://evil.example/x', '/https:/evil.example/x'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizePath(input)).toBe(expected);
  });

  it('bounds very long paths', () => {
    const long = '/a'.repeat(1000);
    expect(sanitizePath(long)).toBe(long);
    expect(sanitizePath('/' + 'a'.repeat(5000)).length).toBeLessThanOrEqual(2048);
  });

  it('falls back to the root for non-strings', () => {
    expect(sanitizePath(undefined)).toBe('/');
    expect(sanitizePath(42)).toBe('/');
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'es', '/'],
    ['/checkout', 'es', '/checkout'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/checkout/create-session', 'en', '/checkout/create-session'],
    ['/es/checkout', 'es', '/checkout'],
    ['/fr/checkout', 'es', '/fr/checkout'],
    ['/english', 'es', '/english'],
    ['/en//evil.example', 'en', '/evil.example'],
  ] as const)('%s -> %s %s', (input, locale, path) => {
    expect(splitLocale(input)).toEqual({ locale, path });
  });

  it('defaults to Spanish', () => {
    expect(localeFromPath('/checkout')).toBe('es');
    expect(localeFromPath('/en/checkout')).toBe('en');
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'es', '/'],
    ['/', 'en', '/en'],
    ['/checkout', 'en', '/en/checkout'],
    ['/checkout', 'es', '/checkout'],
    ['//evil.example', 'es', '/evil.example'],
  ] as const)('%s in %s -> %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('switchLocalePath', () => {
  it.each([
    ['/checkout/create-session', 'en', '/en/checkout/create-session'],
    ['/en/checkout/create-session', 'es', '/checkout/create-session'],
    ['/en', 'es', '/'],
    ['/', 'en', '/en'],
    ['/en/checkout', 'en', '/en/checkout'],
    ['/en//evil.example', 'es', '/evil.example'],
    ['//evil.example', 'en', '/en/evil.example'],
    ['/en/%2F%2Fevil.example', 'es', '/evil.example'],
    ['/en\\\\evil.example', 'es', '/evil.example'],
    ['/en/../../etc/passwd', 'es', '/etc/passwd'],
  ] as const)('%s to %s -> %s', (input, target, expected) => {
    const result = switchLocalePath(input, target);
    expect(result).toBe(expected);
    expect(result.startsWith('//')).toBe(false);
  });
});

describe('namespaceOf', () => {
  it('reads the first segment of an unprefixed path', () => {
    expect(namespaceOf('/checkout/create-session')).toBe('checkout');
    expect(namespaceOf('/')).toBeUndefined();
  });
});

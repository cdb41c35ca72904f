import { describe, expect, it } from 'vitest';
import type { HomeEntry } from './types';
import { currentSection } from './sections';

const entries: HomeEntry[] = [
  { title: 'Payments', description: '', href: '/en/payments', icon: 'credit-card' },
  { title: 'Payment Links', description: '', href: '/en/payment-links', icon: 'link' },
  { title: 'Account Validator', description: '', href: '/account-validator', icon: 'badge-check' },
];

describe('currentSection', () => {
  it('matches by path segment, not by string prefix', () => {
    expect(currentSection(entries, '/en/payment-links/x')?.title).toBe('Payment Links');
    expect(currentSection(entries, '/en/payments')?.title).toBe('Payments');
  });
  it('matches an entry written without the locale prefix', () => {
    expect(currentSection(entries, '/en/account-validator')?.title).toBe('Account Validator');
  });
  it('finds nothing outside the sections', () => {
    expect(currentSection(entries, '/en/sdks')).toBeUndefined();
    expect(currentSection(entries, '/en')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { feedbackHref } from './feedback';

describe('feedbackHref', () => {
  it('adds RefererUrl with origin and path, encoded', () => {
    expect(feedbackHref('https://forms.example/docs', 'https://docs.example', '/en/checkout/create-session')).toBe(
      'https://forms.example/docs?RefererUrl=https%3A%2F%2Fdocs.example%2Fen%2Fcheckout%2Fcreate-session',
    );
  });
  it('keeps the form’s own parameters', () => {
    expect(feedbackHref('https://forms.example/f?id=7', 'http://127.0.0.1:3000', '/')).toBe(
      'https://forms.example/f?id=7&RefererUrl=http%3A%2F%2F127.0.0.1%3A3000%2F',
    );
  });
});

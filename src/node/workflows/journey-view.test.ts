import { describe, expect, it } from 'vitest';
import { journeyView } from './journey-view';

describe('journeyView', () => {
  it('says how the steps authenticate, so the card promises the reader only what the run puts in', () => {
    // Web Checkout signs its body with `auth`; the 3DS Server and the ACS take a Bearer token; Token Requestor starts with Basic.
    expect(journeyView('checkoutPayment', 'es').credentials).toEqual({ bodyAuth: true, headers: false });
    expect(journeyView('threeDSChallenge', 'en').credentials).toEqual({ bodyAuth: false, headers: true });
    expect(journeyView('acsTestAuthentication', 'es').credentials).toEqual({ bodyAuth: false, headers: true });
    expect(journeyView('tokenRequestorCryptogram', 'en').credentials).toEqual({ bodyAuth: false, headers: true });
  });

  it('names the workflows there are when a page asks for one that does not exist', () => {
    expect(() => journeyView('noSuchWorkflow', 'es')).toThrow(/no workflow noSuchWorkflow in openapi\/workflows\/ \(.*checkoutPayment/);
  });
});

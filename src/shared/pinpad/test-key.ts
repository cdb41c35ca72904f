/**
 * The PIN pad's published test values (content guide, SDKs): the key the test service enciphers
 * with, the keypad order of the documentation's worked example and the Visa test card. The
 * playground starts from them, so that its first result is the page's test vector.
 */
export const PINPAD_TEST_KEY = '0123456789ABCDEFFEDCBA9876543210';
export const EXAMPLE_POSITIONS = '7315920648';
export const TEST_PAN = '4111111111111111';

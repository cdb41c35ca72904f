/** "Una URL HTTPS pública", as createSite and updateConsumer ask for: `https:` and not this machine. */
export function publicHttps(value: unknown): boolean {
  try {
    const url = new URL(String(value));
    return url.protocol === 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

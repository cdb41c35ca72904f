/**
 * The inline script that requests the third-party analytics script only after the page has loaded
 * (spec §7). The URL is embedded as a JSON string, so no configured value can break out of it.
 */
export function analyticsLoader(src: string): string {
  return `addEventListener('load',function(){var s=document.createElement('script');s.src=${JSON.stringify(src).replace(/</g, '\\u003c')};s.async=true;document.body.appendChild(s)});`;
}

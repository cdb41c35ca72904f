import { markdownHtml } from '../content/markdown-html';
import type { Translate } from '../i18n/translate';
import { escapeHtml } from '../ui/html';
import { credentialWireText } from './sample-credentials';
import type { SecuritySchemeView, SecurityView } from './security';

function schemeTitle(scheme: SecuritySchemeView, t: Translate): string {
  switch (scheme.type) {
    case 'bearer':
      return scheme.bearerFormat ? t('api.security.bearerFormat', { format: scheme.bearerFormat }) : t('api.security.bearer');
    case 'apiKey':
      return t(`api.security.apiKey.${scheme.in}`);
    case 'basic':
    case 'oauth2':
    case 'openIdConnect':
    case 'mutualTLS':
      return t(`api.security.${scheme.type}`);
    case 'body':
      return t('api.security.body');
    case 'other':
      return t('api.security.other', { scheme: scheme.scheme ?? scheme.name });
  }
}

/** One scheme: its name, exactly what the request carries, its scopes and description. */
function schemeHtml(scheme: SecuritySchemeView, t: Translate): string {
  // The body object is named by its property; the other schemes by the header or parameter they send.
  const wire = scheme.type === 'body' ? scheme.property : credentialWireText(scheme);
  const scopes = scheme.type === 'oauth2' || scheme.type === 'openIdConnect' ? scheme.scopes : [];
  const line = `<p><strong>${escapeHtml(schemeTitle(scheme, t))}</strong>${wire ? ` <code>${escapeHtml(wire)}</code>` : ''}${scopes.length > 0 ? escapeHtml(` · ${t('api.security.scopes')}: ${scopes.join(', ')}`) : ''}</p>`;
  return `${line}${scheme.description ? `<div>${markdownHtml(scheme.description)}</div>` : ''}`;
}

/**
 * How a caller authenticates (OpenAPI `security`, and Ondapay's body `auth` object): each way, and
 * exactly what the request carries, under a heading of the given level.
 */
export function securityHtml(security: SecurityView, heading: 'h3' | 'h5', t: Translate): string {
  const body = [
    security.alternatives.length > 1 ? `<p>${escapeHtml(t('api.security.any'))}</p>` : '',
    ...security.alternatives.flatMap((alternative) => alternative.map((scheme) => schemeHtml(scheme, t))),
    security.optional ? `<p>${escapeHtml(t('api.security.optional'))}</p>` : '',
  ];
  return `<${heading}>${escapeHtml(t('api.security'))}</${heading}><div class="text-sm [&_p]:my-2">${body.join('')}</div>`;
}

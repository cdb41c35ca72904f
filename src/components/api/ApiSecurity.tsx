import type { Translate } from '@/lib/i18n/translate';
import { credentialWireText } from '@/lib/openapi/sample-credentials';
import type { SecuritySchemeView, SecurityView } from '@/lib/openapi/security';
import { Markdown } from './Markdown';

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
function Scheme({ scheme, t }: { scheme: SecuritySchemeView; t: Translate }) {
  // The body object is named by its property; the other schemes by the header or parameter they send.
  const wire = scheme.type === 'body' ? scheme.property : credentialWireText(scheme);
  const scopes = scheme.type === 'oauth2' || scheme.type === 'openIdConnect' ? scheme.scopes : [];
  return (
    <>
      <p>
        <strong>{schemeTitle(scheme, t)}</strong>
        {wire ? (
          <>
            {' '}
            <code>{wire}</code>
          </>
        ) : null}
        {scopes.length > 0 ? ` · ${t('api.security.scopes')}: ${scopes.join(', ')}` : null}
      </p>
      {scheme.description ? <Markdown text={scheme.description} /> : null}
    </>
  );
}

/**
 * How a caller authenticates (OpenAPI `security`, and Ondapay's body `auth` object): each way,
 * and exactly what the request carries. Plain paragraphs: every API operation shows this block.
 */
export function ApiSecurity({ security, heading, t }: { security: SecurityView; heading: 'h3' | 'h5'; t: Translate }) {
  const Heading = heading;
  return (
    <>
      <Heading>{t('api.security')}</Heading>
      <div className="text-sm [&_p]:my-2">
        {security.alternatives.length > 1 ? <p>{t('api.security.any')}</p> : null}
        {security.alternatives.map((alternative) => alternative.map((scheme) => <Scheme key={scheme.name} scheme={scheme} t={t} />))}
        {security.optional ? <p>{t('api.security.optional')}</p> : null}
      </div>
    </>
  );
}

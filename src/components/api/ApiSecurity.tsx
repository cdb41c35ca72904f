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
      return t('api.security.body', { property: scheme.property });
    case 'other':
      return t('api.security.other', { scheme: scheme.scheme ?? scheme.name });
  }
}

function Scheme({ scheme, t }: { scheme: SecuritySchemeView; t: Translate }) {
  const wire = credentialWireText(scheme);
  const scopes = scheme.type === 'oauth2' || scheme.type === 'openIdConnect' ? scheme.scopes : [];
  return (
    <li className="my-1! pl-0!">
      <span className="font-medium text-zinc-900 dark:text-white">{schemeTitle(scheme, t)}</span>
      {wire ? (
        <>
          {' '}
          <code className="text-xs">{wire}</code>
        </>
      ) : null}
      {scopes.length > 0 ? (
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">
          {t('api.security.scopes')}: {scopes.map((scope, index) => (
            <span key={scope}>
              {index > 0 ? ', ' : null}
              <code>{scope}</code>
            </span>
          ))}
        </span>
      ) : null}
      {scheme.description ? (
        <div className="text-sm [&_p]:my-1">
          <Markdown text={scheme.description} />
        </div>
      ) : null}
    </li>
  );
}

/** How a caller authenticates (OpenAPI `security`, and Ondapay's body `auth` object): each way, and exactly what the request carries. */
export function ApiSecurity({ security, heading, t }: { security: SecurityView; heading: 'h3' | 'h5'; t: Translate }) {
  const Heading = heading;
  return (
    <div>
      <Heading>{t('api.security')}</Heading>
      {security.alternatives.length > 1 ? <p className="my-1! text-sm">{t('api.security.any')}</p> : null}
      <ul className="my-1! list-none! pl-0! text-sm">
        {security.alternatives.map((alternative, index) => (
          <li key={index} className="my-1! pl-0!">
            <ul className="my-0! list-none! pl-0!">
              {alternative.map((scheme) => (
                <Scheme key={scheme.name} scheme={scheme} t={t} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {security.optional ? <p className="my-1! text-sm text-zinc-600 dark:text-zinc-400">{t('api.security.optional')}</p> : null}
    </div>
  );
}

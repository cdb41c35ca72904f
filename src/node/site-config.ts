import type { Locale } from '../shared/i18n/locales';

/** Deployment settings, each overridable by one environment variable at build time. */
export const siteConfig = {
  url: process.env.SITE_URL ?? 'https://docs.ondapay.dev',
  /** Edit-this-page base: the source file path is appended. */
  repositoryUrl: process.env.DOCS_REPOSITORY_URL ?? 'https://github.com/ondapay/docs/edit/main',
  feedbackFormUrl: process.env.DOCS_FEEDBACK_FORM_URL ?? 'https://forms.ondapay.dev/docs-feedback',
  privacyUrl: { es: 'https://www.ondapay.dev/privacidad', en: 'https://www.ondapay.dev/en/privacy' } satisfies Record<Locale, string>,
  /** Third-party analytics script; unset means no third-party request at all (spec §7). */
  analyticsScriptUrl: process.env.ANALYTICS_SCRIPT_URL || undefined,
} as const;

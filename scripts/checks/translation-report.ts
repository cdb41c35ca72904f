import { readTranslationInputs, translationKinds, translationReport } from '../../src/node/checks/translations';
import { locales } from '../../src/shared/i18n/locales';
import { formatProblems } from '../../src/node/site/build-site';

/**
 * Prints the translation report and returns the missing translations as one message, or
 * undefined when none is missing. A namespace left untranslated on purpose (a manifest with
 * `locales: [es]`) is listed, not failed.
 */
export function runTranslationReport(): string | undefined {
  const report = translationReport(readTranslationInputs());
  const rows = [
    ['kind', ...locales, 'missing', 'shown with notice'],
    ...translationKinds.map((kind) => {
      const entries = report.entries.filter((entry) => entry.kind === kind);
      return [
        kind,
        ...locales.map((locale) => String(report.totals[kind][locale])),
        String(entries.filter((entry) => entry.status === 'missing').length),
        String(entries.filter((entry) => entry.status === 'untranslated-notice').length),
      ];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log('Translation report:');
  for (const row of rows) console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}`);

  const onPurpose = report.entries.flatMap((entry) => (entry.kind === 'navigation' && entry.entry === 'namespace' && entry.status === 'untranslated-notice' ? [`${entry.namespace} (${entry.file})`] : []));
  if (onPurpose.length > 0) console.log(`Left untranslated on purpose, shown with the notice: ${onPurpose.join(', ')}`);

  const failures = report.entries.filter((entry) => entry.status === 'missing');
  return failures.length > 0 ? `\n${failures.length} missing translation(s) to fix:\n${formatProblems(failures)}` : undefined;
}

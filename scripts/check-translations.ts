import { runTranslationReport } from './checks/translation-report';

/**
 * Anything written in one language and missing in the other fails. `npm run build` runs this
 * report inside check-content.ts; this script runs it alone.
 */
try {
  const missing = runTranslationReport();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

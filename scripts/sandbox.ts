import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isLocale } from '../src/shared/i18n/locales';
import { repositoryFacts } from '../src/node/facts/load-facts';
import { loadSimulatorApis } from '../src/node/simulator/load-simulator-apis';
import { createSandboxServer, sandboxBase } from '../src/node/simulator/sandbox-server';
import { createSimulator, SERVED_APIS } from '../src/shared/simulator/simulator';
import { serverUrlFor } from '../src/shared/openapi/servers';
import { exampleSite, exampleSites, type SimSite } from '../src/shared/simulator/site';

/**
 * `npm run sandbox`: the simulated Ondapay test environment on http://127.0.0.1:4010 (docs/simulator.md).
 * Options: `--port`, `--locale es|en` (the API's language), `--notify <url>` (every notification
 * goes there). With ONDAPAY_LOGIN and ONDAPAY_SECRET_KEY set (the variables the pages' code reads),
 * the simulator knows that site too, beside the pages' example site.
 */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, locale: { type: 'string', default: 'es' }, notify: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  strict: true,
});
if (values.help) {
  process.stdout.write('Usage: npm run sandbox -- [--port 4010] [--locale es|en] [--notify <url>]\n');
  process.exit(0);
}
const locale = values.locale;
if (!isLocale(locale)) throw new Error(`--locale must be es or en, not ${locale}`);
const port = Number(values.port);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const apis = loadSimulatorApis(repoRoot, locale);
const own: SimSite[] = process.env.ONDAPAY_LOGIN && process.env.ONDAPAY_SECRET_KEY ? [{ ...exampleSite, login: process.env.ONDAPAY_LOGIN, secretKey: process.env.ONDAPAY_SECRET_KEY }] : [];
const origin = `http://127.0.0.1:${port}`;
const facts = repositoryFacts(repoRoot);
const simulator = createSimulator({ locale, apis, facts, sites: [...exampleSites, ...own], urlFor: (url) => url.replace(/^https:\/\//, `${origin}/`) });
const hosts = apis.filter((api) => SERVED_APIS.includes(api.api)).map((api) => serverUrlFor(api.document));
const answerSeconds = Number(facts.checkout?.values?.notificationAnswerSeconds ?? 10);
// The 3DS Server's token and notification secret, as the pages' code reads them, when the reader has them.
if (process.env.ONDAPAY_3DSS_TOKEN) await simulator.act('three-d-s-server', 'token', { token: process.env.ONDAPAY_3DSS_TOKEN, ...(process.env.ONDAPAY_3DSS_NOTIFICATION_SECRET ? { notificationSecret: process.env.ONDAPAY_3DSS_NOTIFICATION_SECRET } : {}) });
// The ACS issuer's token and notification secret (the `oobChallenge` request's key), likewise.
if (process.env.ONDAPAY_ACS_TOKEN) await simulator.act('acs', 'token', { token: process.env.ONDAPAY_ACS_TOKEN, ...(process.env.ONDAPAY_ACS_NOTIFICATION_SECRET ? { notificationSecret: process.env.ONDAPAY_ACS_NOTIFICATION_SECRET } : {}) });
const { server } = createSandboxServer({ simulator, locale, hosts, origin: () => origin, answerSeconds, ...(values.notify ? { notify: values.notify } : {}) });
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`Ondapay sandbox (a simulation) on ${origin}\n`);
  for (const host of hosts) process.stdout.write(`  ${host}  →  ${sandboxBase(origin, host)}\n`);
  process.stdout.write(`  what happened: ${origin}/\n  sites: ${[...exampleSites, ...own].map((site) => site.login).join(', ')}\n`);
});

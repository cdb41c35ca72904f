import { checkPages, contentPages, describeFailure, loadExampleWorld, unusedGaps } from '../src/node/checks/page-examples/check-examples';
import { checkOpenApiExamples } from '../src/node/checks/page-examples/openapi-examples';
import { SIMULATOR_GAPS } from '../src/node/checks/page-examples/simulator-gaps';

/**
 * `npm run check:examples`: every request example of the pages (curl commands, HTTP messages, JSON
 * bodies) validated and, where the simulator models the operation, sent to it and compared with
 * the response the page shows (docs/authoring.md, *Examples that run*). Prints the coverage and
 * every disagreement with its page, line and field; exits 1 on any.
 */
const root = process.cwd();
const started = performance.now();
const world = loadExampleWorld(root);
const report = await checkPages(root, contentPages(root), world, SIMULATOR_GAPS);
const { counts } = report;
for (const failure of report.failures) console.error(describeFailure(failure));
const definitions = await checkOpenApiExamples(world);
for (const failure of definitions.failures) console.error(describeFailure(failure));
const definitionCount = (outcome: string) => definitions.outcomes.filter((item) => item.outcome === outcome).length;
const stale = unusedGaps(report.results, SIMULATOR_GAPS);
for (const gap of stale) console.error(`src/node/checks/page-examples/simulator-gaps.ts: ${gap.operation} ${gap.pointer}: no page example needs this gap any more; remove it.`);
console.log(
  `Examples: ${counts.found} requests found in the pages; ${counts.simulated} checked by the simulator (${counts.compared} of them against the response the page shows), ${counts['schema-only']} schema-only (not simulated yet or marked), ` +
    `${counts.fragment} fragments, ${counts['not-api']} not calls to an Ondapay API (webhooks, the merchant's server), ${counts['no-definition']} to an Ondapay API without a definition, ${counts.failed} failed (${report.failures.length} problems), in ${Math.round(performance.now() - started)} ms.`,
);
console.log(
  `OpenAPI request examples: ${definitions.outcomes.length} found; ${definitionCount('simulated')} checked by the simulator, ${definitionCount('schema-only')} schema-only, ${definitionCount('failed')} failed.`,
);
if (report.failures.length > 0 || definitions.failures.length > 0 || stale.length > 0) process.exit(1);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { z } from 'zod';
import { MCP_SERVER_NAME } from '../../shared/agents/mcp-endpoint';
import { locales } from '../../shared/i18n/locales';
import { MAX_QUERY_LENGTH } from '../../shared/search/types';
import { createDocsTools, MAX_RESULTS, type DocsTools } from './docs-tools';
import { SESSION_LIMITS } from './simulation-sessions';
import { createSimulationTool, MAX_ADVANCE_SECONDS, type SimulationTool } from './simulation-tool';
import type { SiteReader } from './site-reader';

/**
 * The Ondapay docs as a Model Context Protocol server (official TypeScript SDK): four tools over
 * a built or deployed site, and `run_simulation`, which runs an operation, a workflow, a simulator's
 * command or a clock move against the simulated test environment, in sessions it keeps (docs/simulator.md). Arguments are checked against the schemas below before a tool runs;
 * what a schema cannot say (an unknown product or page) comes back from the tool as an error
 * result naming what to ask for instead. A tool never throws past the SDK, which turns any
 * failure into an error result: the server keeps answering.
 */

export const SERVER_NAME = MCP_SERVER_NAME;
export const SERVER_VERSION = '0.1.0';
export const toolNames = ['search_docs', 'get_page', 'list_operations', 'get_operation', 'run_simulation'] as const;

const locale = z.enum(locales, { message: `locale must be one of: ${locales.join(', ')} (es is the original, Spanish; en is English)` });
const product = z.string().min(1, 'product is empty').max(100, 'product has more than 100 characters: pass a product name such as checkout').describe('Product: its namespace (checkout, gateway, payment-links…) or its name (Web Checkout)');

// The tools' input schemas, made once: a server is made per HTTP request (mcp-http.ts).
const searchInput = z.object({
  query: z.string().min(1, 'query is empty: say what to look for').max(MAX_QUERY_LENGTH, `query is longer than ${MAX_QUERY_LENGTH} characters: ask for one thing at a time, in a few words`).describe('What to look for: words, a field name (returnUrl) or an API path (/api/session)'),
  locale: locale.optional().describe('es (default) or en'),
  product: product.optional(),
  limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe('How many results (default 5)'),
});
const pageInput = z.object({
  path: z.string().min(1, 'path is empty').max(2048, 'path is longer than 2048 characters').describe('The page path or URL'),
  locale: locale.optional().describe('Read the page in this language instead of the one its path says'),
});
const operationsInput = z.object({ product, locale: locale.optional().describe('es (default) or en') });
const operationInput = z.object({
  product,
  operation: z.string().min(1, 'operation is empty').max(300, 'operation is longer than 300 characters').describe('"POST /api/session", the operation\'s anchor, or a webhook name'),
  locale: locale.optional().describe('es (default) or en'),
  api: z.string().max(100).optional().describe('The API, when a product has two with the same operation'),
});

/** The largest request body or inputs object run_simulation takes, as JSON text. */
export const MAX_SIMULATION_JSON = 32 * 1024;
const boundedJson = <T extends z.ZodType>(schema: T, name: string) => schema.refine((value) => JSON.stringify(value ?? null).length <= MAX_SIMULATION_JSON, `${name} is larger than ${MAX_SIMULATION_JSON / 1024} KiB of JSON: send one request's body`);
const simulationInput = z.object({
  workflowId: z.string().min(1, 'workflowId is empty').max(100, 'workflowId has more than 100 characters').optional().describe('An Arazzo workflow to run whole in a fresh simulator (checkoutPayment, gatewayPurchaseRefundReversal…); the error lists them'),
  inputs: boundedJson(z.record(z.string().max(100), z.unknown()), 'inputs').optional().describe("The workflow's inputs (each has a default: the pages' example values)"),
  operationId: z.string().min(1, 'operationId is empty').max(200, 'operationId has more than 200 characters').optional().describe('One operation of any Ondapay API: <api>.<operationId> (checkout.createSession, token-requestor.getAccessToken, api-scudo.validateTransaction, invoices.createInvoices), or the bare operationId when only one API has it'),
  parameters: z.record(z.string().max(100), z.union([z.string().max(1000), z.number()])).optional().describe('The operation\'s path parameters ({ "requestId": 8412345 }); any other goes in the query string'),
  body: boundedJson(z.unknown(), 'body').optional().describe("The operation's body: JSON (an object, or its text) or, for a form (Token Requestor's /oauth/token), an object of fields. Without auth, a fresh body auth for the pages' example site is added (Core: the example administrator)"),
  headers: z.record(z.string().max(100), z.string().max(2000)).optional().describe("Headers to send. By default the credentials Try it writes are added: Basic (the example OAuth client) for /oauth/token, a Bearer token the session hands out (Token Requestor's OAuth, the 3DS Server's and the ACS's token), Api Scudo's X-Scudo-Signature signed now; an Authorization or X-Scudo-Signature given here is sent instead"),
  action: z
    .object({
      api: z.string().min(1).max(100).describe('checkout, payment-links, autopay, gateway, three-d-s-server, acs, account-validator, selfdeclarations…'),
      name: z.string().min(1).max(100).describe('The command: checkout pay ({ requestId, card, otp? }), payment-links pay, autopay sign/decline, gateway payVoucher, three-d-s-server challenge/token…; the error lists an API\'s'),
      input: boundedJson(z.record(z.string().max(100), z.unknown()), 'action.input').optional().describe('What the command acts on, from an earlier answer, and the test card: { "requestId": 8412345, "card": "4111111111111111" }'),
    })
    .optional()
    .describe("One of the simulator's commands that no API operation does, as the sandbox's /_simulator/<api>/<action>: the payer pays or signs with a test card, answers a 3-D Secure challenge, a token is handed out"),
  advance: z.number().positive('advance is in seconds, more than 0').max(MAX_ADVANCE_SECONDS, `advance is at most ${MAX_ADVANCE_SECONDS} seconds`).optional().describe('Move the simulated clock forward this many seconds (300: a pending payment settles; 86400: a day): what falls due happens, with its notifications'),
  session: z.string().min(1, 'session is empty').max(100, 'session has more than 100 characters').optional().describe(`The session an earlier call returned: the call runs in that simulator (create, then pay, then query). Leave it out to start a new one. The server keeps the ${SESSION_LIMITS.max} last used, each ${SESSION_LIMITS.idleMs / 60_000} minutes after its last call`),
  locale: locale.optional().describe("es (default) or en: the API's language (a session keeps the one it started with)"),
});

// The SDK makes an Ajv instance per server unless given one (it checks elicitation answers, which
// these tools never ask for): one for all, made on first use, costs a server a few milliseconds less.
let validator: AjvJsonSchemaValidator | undefined;

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }], structuredContent: value as Record<string, unknown> });

/** `tools` may be shared by many servers (one per HTTP request, mcp-http.ts): they keep the loaded index and search. */
export function createDocsServer(reader: SiteReader, tools: DocsTools = createDocsTools(reader), simulation: SimulationTool = createSimulationTool(reader)): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      instructions: [
        "Ondapay's developer documentation (payments APIs for merchants in Latin America), in Spanish (es, the original) and English (en).",
        'Search with search_docs, then read whole pages with get_page; for an API, list_operations then get_operation; to see what the API answers, run_simulation against the simulated test environment (keep its session to walk a flow: create, pay, query).',
        'Build integrations against the test environment first, authenticate every request on its own, and never log or expose the secret key.',
      ].join(' '),
      jsonSchemaValidator: (validator ??= new AjvJsonSchemaValidator()),
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Ondapay docs',
      description: `Search guides and API reference with the site's own search (the same index as the search box). Returns up to ${MAX_RESULTS} results, best first, each with its URL, its Markdown URL and a snippet.`,
      inputSchema: searchInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (input) => {
      const hits = await tools.searchDocs(input);
      if (hits.length === 0) return text(`Nothing found for "${input.query}".`);
      return json({ results: hits });
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description: 'A page of the docs as Markdown, API operations included, by its path or URL: /checkout/create-session (Spanish), /en/checkout/create-session (English), a full URL, with or without .md.',
      inputSchema: pageInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (input) => {
      const page = await tools.getPage(input);
      return text(page.markdown);
    },
  );

  server.registerTool(
    'list_operations',
    {
      title: "List a product's API operations",
      description: 'Every API operation (and webhook) a product documents: method, path, title and the URL of its reference.',
      inputSchema: operationsInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (input) => json(await tools.listOperations(input)),
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Get one API operation',
      description: 'One API operation, compact: parameters, request and response fields (with required, types, enums, constraints), examples and a request sample against the test environment.',
      inputSchema: operationInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (input) => json(await tools.getOperation(input)),
  );

  server.registerTool(
    'run_simulation',
    {
      title: 'Run an operation or a workflow against the simulator',
      description:
        "Runs against a simulated Ondapay test environment, in one of four ways: a whole Arazzo workflow (workflowId + inputs: a payment's flow as the guides describe it, each step with its success criteria); one operation of any API (operationId + parameters + body + headers, its credentials written for you); one of the simulator's commands (action: pay a Web Checkout session or a payment link with a test card, sign an AutoPay, answer a challenge…); or the clock moved on (advance, in seconds). Every call but a workflow returns a session: pass it back to continue in the same simulator (create a session, pay it with action, query it APPROVED). Returns each request and response, the notifications (webhooks) produced and the events. A simulation: no request leaves the server, the answers name the real test host they stand for, and an operation the simulator does not model answers HTTP 501 saying so.",
      inputSchema: simulationInput,
      // It changes nothing but simulated environments of its own: read-only for the world outside the server.
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (input) => json(await simulation.runSimulation(input)),
  );

  return server;
}

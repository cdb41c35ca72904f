import { SERVER_NAME, SERVER_VERSION, toolNames } from '../mcp/server';

export const SERVER_CARD_PATH = '/.well-known/mcp/server-card.json';
/** The older name some clients and crawlers read. */
export const SERVER_CARD_ALIAS = '/.well-known/mcp.json';
export const MCP_PATH = '/mcp';

/**
 * The MCP server card (SEP-1649, the fields of the MCP registry's server.json): who the server is
 * and where it is reached, so a client or crawler learns it without a session. `origin` is the
 * site's, as the request reached it.
 */
export function serverCard(origin: string) {
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
    name: `dev.ondapay/${SERVER_NAME}`,
    title: 'Ondapay docs',
    description: "Ondapay's developer documentation in Spanish (es) and English (en): search, pages as Markdown, API operations.",
    version: SERVER_VERSION,
    websiteUrl: `${origin}/`,
    remotes: [{ type: 'streamable-http', url: `${origin}${MCP_PATH}` }],
    tools: [...toolNames],
  };
}

/** The Link header that points an agent at the server card and the MCP endpoint. */
export const mcpLinks = (): string[] => [`<${SERVER_CARD_PATH}>; rel="mcp-server-card"; type="application/json"`, `<${MCP_PATH}>; rel="mcp"`];

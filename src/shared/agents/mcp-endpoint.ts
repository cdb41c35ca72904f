/** Where the site's MCP server answers (src/node/server), and the name clients install it under. */
export const MCP_PATH = '/mcp';
export const MCP_SERVER_NAME = 'ondapay-docs';

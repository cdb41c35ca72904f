#!/usr/bin/env node
// The docs' MCP server as a package bin: tsx runs its TypeScript source in this same process,
// so stdout carries nothing but the protocol.
import { tsImport } from 'tsx/esm/api';

await tsImport('../scripts/mcp.ts', import.meta.url);

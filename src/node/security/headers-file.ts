/** serve.json's header rules, the source of truth for `npm start`. */
export interface ServeHeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/** `**\/*.{svg,json}` as the globs it stands for: `**\/*.svg`, `**\/*.json` (one brace group, as serve.json writes them). */
export function expandBraces(source: string): string[] {
  const group = /\{([^{}]*)\}/.exec(source);
  if (!group) return [source];
  return group[1]!.split(',').flatMap((choice) => expandBraces(source.slice(0, group.index) + choice + source.slice(group.index + group[0].length)));
}

/**
 * The same rules in the `_headers` format that Netlify and Cloudflare Pages read, so a CDN
 * deployment sends what the local server sends. Their paths have one wildcard and no braces, so
 * `**\/*.{svg,json}` becomes one block per extension, `/*.svg` and `/*.json`. Where several blocks
 * match, those hosts send every block's headers (the same header twice joined by a comma: for a
 * Content-Security-Policy, two policies, both enforced), where `serve` lets the last rule win; the
 * rules are written so that either way gives the same result (README, "Deploying").
 */
export function toHeadersFile(rules: readonly ServeHeaderRule[]): string {
  return rules
    .flatMap((rule) =>
      expandBraces(rule.source).map((source) => {
        const path = `/${source.replace(/^(?:\*\*\/)+(?=\*)/, '').replace(/\*\*$/, '*').replace(/^\/+/, '')}`;
        return [path, ...rule.headers.map((header) => `  ${header.key}: ${header.value}`)].join('\n');
      }),
    )
    .join('\n\n')
    .concat('\n');
}

const globPattern = (glob: string) =>
  new RegExp(`^${glob.split(/(\*\*\/|\*\*|\*)/).map((part) => (part === '**/' ? '(?:.*/)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`);

/** Whether a rule applies to a file of the build (`images/a.svg`), as serve matches it: by the file's path. */
export const ruleMatches = (rule: ServeHeaderRule, file: string) => expandBraces(rule.source).some((glob) => globPattern(glob).test(file));

/** A policy that lets nothing run: no scripts (default-src 'none', and a sandbox without allow-scripts). */
export const forbidsScripts = (policy: string) => {
  const directives = policy.split(/[;,]/).map((directive) => directive.trim().toLowerCase());
  return directives.includes("default-src 'none'") && directives.some((directive) => directive === 'sandbox' || (directive.startsWith('sandbox ') && !directive.includes('allow-scripts')));
};

/** Files of the build that are not pages and that no rule gives a policy that forbids scripts: each could run on the docs' origin if it held a script. */
export function filesWithoutStrictPolicy(files: readonly string[], rules: readonly ServeHeaderRule[]): string[] {
  return files.filter((file) => {
    if (file.endsWith('.html') || file === '_headers' || file === '_redirects') return false;
    // serve applies every matching rule in order, a later header replacing an earlier one.
    const policy = rules.filter((rule) => ruleMatches(rule, file)).flatMap((rule) => rule.headers.filter((header) => header.key.toLowerCase() === 'content-security-policy')).at(-1)?.value;
    return policy === undefined || !forbidsScripts(policy);
  });
}

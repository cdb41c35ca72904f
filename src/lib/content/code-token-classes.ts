import type { ShikiTransformer } from 'shiki';

/**
 * Shiki writes a token's two colours as a style on every token,
 * `--shiki-light:#0A3069;--shiki-dark:#A5D6FF` (51 characters): on the largest API page 1,100
 * times in the HTML and as often again in React's payload, a tenth of the page. Our two themes
 * (code-themes.ts) colour tokens with a handful of pairs; each pair is a short class instead, whose
 * rule in src/styles/site.css sets the same variables. A pair not listed keeps its style: right,
 * only longer. A unit test holds site.css to this list and checks every site language against it.
 */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  '--shiki-light:#1F2328;--shiki-dark:#E6EDF3': 'sk0',
  '--shiki-light:#0A3069;--shiki-dark:#A5D6FF': 'sk1',
  '--shiki-light:#116329;--shiki-dark:#7EE787': 'sk2',
  '--shiki-light:#CF222E;--shiki-dark:#FF7B72': 'sk3',
  '--shiki-light:#0550AE;--shiki-dark:#79C0FF': 'sk4',
  '--shiki-light:#8250DF;--shiki-dark:#D2A8FF': 'sk5',
  '--shiki-light:#953800;--shiki-dark:#FFA657': 'sk6',
  '--shiki-light:#6E7781;--shiki-dark:#8B949E': 'sk7',
  '--shiki-light:#82071E;--shiki-dark:#FFA198': 'sk8',
};

/** What Shiki writes on every block's <pre>: both themes' text and background, the `shiki` class's rule in site.css. */
export const PRE_STYLE = '--shiki-light:#1f2328;--shiki-dark:#e6edf3;--shiki-light-bg:#ffffff;--shiki-dark-bg:#0d1117';

/** Short classes for Shiki's colour styles, on the <pre> and on each token. */
export const tokenClasses: ShikiTransformer = {
  name: 'docs:token-classes',
  pre(node) {
    if (node.properties.style !== PRE_STYLE) return;
    delete node.properties.style;
    node.properties.class = 'shiki';
  },
  span(node) {
    const style = node.properties.style;
    const name = typeof style === 'string' ? TOKEN_CLASSES[style] : undefined;
    if (!name) return;
    delete node.properties.style;
    this.addClassToHast(node, name);
  },
};

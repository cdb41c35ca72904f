import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../shared/content/headings';
import { textLinkProblems, validateMdx } from './validate-mdx';

const problems = (source: string) => validateMdx(parseMdx(source));

describe('validateMdx', () => {
  it('accepts correct component use', () => {
    expect(
      problems(
        [
          '<CodeGroup>', '', '```js', 'a()', '```', '', '```bash title="cURL"', 'curl x', '```', '', '</CodeGroup>', '',
          '<Tabs>', '<Tab title="Uno" slug="uno">A</Tab>', '<Tab title="Dos" slug="dos" default>B</Tab>', '</Tabs>', '',
          '![Panel del comercio](/images/panel.png)', '',
          '<Image src="/images/x.png" alt="Diagrama" />',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('rejects a code group block whose language has no label', () => {
    expect(problems('<CodeGroup>\n\n```sql\nSELECT 1\n```\n\n</CodeGroup>\n')).toEqual([
      'line 3: code group label unknown for language "sql". Give the block a title (```sql title="…"```) or use a known language.',
    ]);
  });

  it('rejects a code block in a language the site does not highlight, once, inside a code group or not', () => {
    const message = 'code block language "cobol" is not one the site highlights. Use one of the names in src/shared/content/code-languages.ts (or text), or add the language there.';
    expect(problems('```cobol\nDISPLAY 1\n```\n')).toEqual([`line 1: ${message}`]);
    expect(problems('<CodeGroup>\n\n```cobol\nDISPLAY 1\n```\n\n</CodeGroup>\n')).toEqual([`line 3: ${message}`]);
  });

  it('rejects an empty code block, naming it by its title, and accepts one with content', () => {
    const empty = ['Intro', '', '```text title="salida/recaudo_20261202.txt"', '', '```', '', '<CodeGroup>', '', '```bash', '   ', '```', '', '</CodeGroup>', ''].join('\n');
    expect(problems(empty)).toEqual([
      "line 3: empty code block 'salida/recaudo_20261202.txt': write the example or remove the block.",
      'line 9: empty code block: write the example or remove the block.',
    ]);
    expect(problems(['```text title="salida/recaudo_20261202.txt"', '0190012345682026120200740011223344', '```', ''].join('\n'))).toEqual([]);
  });

  it('rejects a tab slug used twice and two defaults', () => {
    expect(problems('<Tabs>\n<Tab title="A" slug="x" default>a</Tab>\n<Tab title="B" slug="x" default>b</Tab>\n</Tabs>\n')).toEqual([
      'line 3: tab slug "x" is used twice in the same <Tabs>. Slugs select tabs from the URL hash, so each must be unique.',
      'line 1: <Tabs> marks more than one tab as default.',
    ]);
  });

  it('rejects a table with an empty header cell, naming the column', () => {
    expect(problems(['| Servicio | Host |', '|---|---|', '| API | api.example |'].join('\n'))).toEqual([]);
    expect(problems(['Intro', '', '|  | Host |', '|---|---|', '| API | api.example |'].join('\n'))).toEqual([
      'line 3: table column 1 has an empty header cell. Name the column (in both languages).',
    ]);
  });

  it('rejects images without alt text, in Markdown and as a component', () => {
    expect(problems('![](/images/a.png)\n\n<Image src="/images/b.png" />\n')).toEqual([
      'line 1: image /images/a.png has no alt text. Write ![what the image shows](/images/a.png).',
      'line 3: <Image> has no alt text. Add alt="what the image shows".',
    ]);
  });

  it('rejects unknown components and incomplete ones', () => {
    expect(problems('<Banner>hi</Banner>\n\n<Property type="string">x</Property>\n\n<Card title="A">b</Card>\n')).toEqual([
      'line 1: unknown component <Banner>. Use one of: Callout, Note, Info, Warning, Error, CodeGroup, Tabs, Tab, Properties, Property, Row, Col, Cards, Card, Steps, Step, Image, ApiOperation, AuthDebugger, SignatureVerifier, ScudoSignatureChecker, PinPadPlayground, Journey, TestCards, Codes, Fact, FactTable, TestVector (see docs/authoring.md).',
      'line 3: <Property> has no name. Add name="field".',
      'line 5: <Card> has no href. Cards link to a page: add href="/…".',
    ]);
  });

  it('accepts <ApiOperation> with a path and a method, and names what is missing', () => {
    expect(problems('<ApiOperation path="/api/session/{requestId}" method="post" />\n\n<ApiOperation api="checkout" path="/api/reverse" method="post" />\n')).toEqual([]);
    expect(problems('<ApiOperation method="post" />\n\n<ApiOperation path="api/x" api="Bad Name" />\n')).toEqual([
      'line 1: <ApiOperation> needs the operation\'s path as written in the API definition: path="/api/…".',
      'line 3: <ApiOperation> needs the operation\'s path as written in the API definition: path="/api/…".',
      'line 3: <ApiOperation> needs the operation\'s HTTP method: method="post".',
      'line 3: <ApiOperation> api must name a folder of openapi/, like api="checkout".',
    ]);
  });

  it('refuses every way MDX runs code, naming the line and what to write instead', () => {
    const source = [
      '{process.env.HOME}', '',
      'Texto {<script dangerouslySetInnerHTML={{__html: "robar()"}} />} aquí.', '',
      'export const Evil = () => <iframe src="https://evil.example" />', '',
      'import x from "fs"', '',
      '<Note title={process.cwd()}>a</Note>', '',
      '<Callout {...props}>b</Callout>', '',
      '<Callout onClick="robar()" type="warning">c</Callout>', '',
      '{/* Una nota para autores: no es código */}',
    ].join('\n');
    expect(problems(source)).toEqual([
      'line 1: {process.env.HOME} is an expression, which runs code when the page is built. Write the value as text, or as inline code (`{…}`) to show the braces.',
      'line 3: {<script dangerouslySetInnerHTML={{__html…} is an expression, which runs code when the page is built. Write the value as text, or as inline code (`{…}`) to show the braces.',
      'line 5: "export const Evil = () => <iframe src=\"h…" is an import or export, which runs code when the page is built; pages cannot define or import components. Use the site\'s components (docs/authoring.md) and write values as text.',
      'line 7: "import x from \"fs\"" is an import or export, which runs code when the page is built; pages cannot define or import components. Use the site\'s components (docs/authoring.md) and write values as text.',
      'line 9: <Note> title={process.cwd()} is an expression, which runs code when the page is built. Write the value as text: title="…".',
      'line 11: <Callout> spreads {...props} into its attributes, which runs code when the page is built. Write each attribute as name="value".',
      'line 13: <Callout> onClick is an event handler, and pages run no code of their own. Remove it; the site\'s components bring their own behaviour.',
    ]);
  });

  it('refuses an attribute a component does not take, and a component the site does not have', () => {
    expect(problems('<Card title="A" href="/a" target="_top">x</Card>\n\n<Note dangerouslySetInnerHTML="x">y</Note>\n\n<Evil />\n\n<script>x()</script>\n')).toEqual([
      'line 1: <Card> has no attribute "target". Its attributes: title, href, icon (docs/authoring.md).',
      'line 3: <Note> has no attribute "dangerouslySetInnerHTML". Its attributes: title (docs/authoring.md).',
      expect.stringMatching(/^line 5: unknown component <Evil>\. Use one of: Callout, /),
      expect.stringMatching(/^line 7: unknown component <script>\. /),
    ]);
  });

  it('refuses links to anything but the site, http(s), mailto and tel, in Markdown and in components', () => {
    const hint = 'Link to a page of the site (/checkout/…), a heading (#…), or an https://, mailto: or tel: address.';
    expect(problems('[a](javascript:alert(1)) [b](data:text/html,x) [c][d]\n\n[d]: vbscript:x\n\n<Card title="A" href="JaVaScRiPt:x">e</Card>\n\n[ok](/checkout) [ok](#x) [ok](https://a.example) [ok](mailto:a@b.example) [ok](tel:+571)\n')).toEqual([
      `line 1: link to "javascript:alert(1)" is a link the site does not write. ${hint}`,
      `line 1: link to "data:text/html,x" is a link the site does not write. ${hint}`,
      `line 3: link to "vbscript:x" is a link the site does not write. ${hint}`,
      `line 5: <Card> href "JaVaScRiPt:x" is a link the site does not write. ${hint}`,
    ]);
  });

  it('refuses such a link in a text the Markdown files write as Markdown', () => {
    expect(textLinkProblems('Pagos [aquí](javascript:x)', 'frontmatter "description"')).toEqual([
      'frontmatter "description": link to "javascript:x" is a link the site does not write. Link to a page of the site (/checkout/…), a heading (#…), or an https://, mailto: or tel: address.',
    ]);
    expect(textLinkProblems('Pagos [aquí](/checkout)', 'x')).toEqual([]);
  });

  it('refuses an image outside public/, in Markdown and as a component, naming it (P8)', () => {
    expect(problems('![x](/../../../../etc/passwd)\n\n<Image src="https://evil.example/p.png" alt="p" />\n')).toEqual([
      'line 1: image /../../../../etc/passwd is outside public/. Put the file under public/images/ and write its path from there: ![…](/images/…).',
      'line 3: image https://evil.example/p.png is not a file of the site. Put the file under public/images/ and write its path from there: ![…](/images/…).',
    ]);
  });
});

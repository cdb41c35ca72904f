import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../shared/content/headings';
import { validateMdx } from './validate-mdx';

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
      'line 1: unknown component <Banner>. Use one of: Callout, Note, Info, Warning, Error, CodeGroup, Tabs, Tab, Properties, Property, Row, Col, Cards, Card, Steps, Step, Image, ApiOperation, AuthDebugger, SignatureVerifier, ScudoSignatureChecker, PinPadPlayground, TestCards, Codes, Fact, FactTable, TestVector (see docs/authoring.md).',
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
});

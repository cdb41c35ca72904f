import { describe, expect, it } from 'vitest';
import { controlsTexts, workflowTexts } from './load-workflows';
import { controlsFileProblems, workflowFileProblems } from './validate-workflows';

const root = process.cwd();

describe('Arazzo workflow files against the Arazzo 1.0 schema', () => {
  it('accepts every workflow of the repository', () => {
    const texts = workflowTexts(root);
    expect(texts.length).toBeGreaterThan(0);
    expect(workflowFileProblems(root, texts)).toEqual([]);
  });

  it('names the file and the pointer of what is wrong', () => {
    const [first] = workflowTexts(root);
    const broken = first!.text.replace(/^( {8}successCriteria:)$/m, '        successCriteria: []\n        x-was:').replace(/^arazzo: .*$/m, 'arazzo: 2.0.0');
    const problems = workflowFileProblems(root, [{ file: 'openapi/workflows/broken.arazzo.yaml', text: broken }]);
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: 'openapi/workflows/broken.arazzo.yaml', message: '#/arazzo: must match pattern "^1\\.0\\.\\d+(-.+)?$"' },
        { file: 'openapi/workflows/broken.arazzo.yaml', message: '#/workflows/0/steps/0/successCriteria: must NOT have fewer than 1 items' },
      ]),
    );
    expect(workflowFileProblems(root, [{ file: 'x.arazzo.yaml', text: 'a: [' }])[0]).toMatchObject({ file: 'x.arazzo.yaml', message: expect.stringMatching(/^not YAML: /) });
  });

  it('accepts the simulator controls as OpenAPI 3.1, and names a mistake in them', () => {
    const texts = controlsTexts(root);
    expect(texts.map((item) => item.file)).toEqual(['openapi/workflows/simulator-controls.yaml']);
    expect(controlsFileProblems(texts)).toEqual([]);
    const broken = texts[0]!.text.replace('      operationId: advanceClock\n', '      operationId: 42\n');
    expect(controlsFileProblems([{ file: 'c.yaml', text: broken }])).not.toEqual([]);
    expect(controlsFileProblems([{ file: 'c.yaml', text: broken }])[0]!.message).toMatch(/^#\/paths\/~1_simulator~1clock\/post/);
  });
});

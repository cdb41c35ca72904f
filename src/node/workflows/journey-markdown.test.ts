import { describe, expect, it } from 'vitest';
import { parsePage } from '../content/parse-page';
import { mdxToMarkdown } from '../content/to-markdown';
import { journeyMarkdown } from './journey-markdown';

describe('a journey in a Markdown twin', () => {
  it('lists the workflow steps with their words, code spans and operations, in the page language', () => {
    const body = '## Try it here\n\n<Journey workflow="checkoutPayment" />\n';
    const markdown = mdxToMarkdown({ title: 'T', description: 'D', body }, { note: 'Note', info: 'Info', warning: 'Warning', error: 'Error', required: 'required', conditional: 'conditional' }, (node) => (node.name === 'Journey' ? journeyMarkdown(node, 'en') : undefined), parsePage(body, 'en'));
    expect(markdown).toContain('**A Web Checkout payment and its notification** (checkoutPayment)');
    expect(markdown).toContain('1. Create the payment session on your server and receive the `requestId` and the `processUrl`. `POST https://checkout-test.ondapay.dev/api/session`');
    expect(markdown).toContain('`POST http://127.0.0.1:4010/_simulator/clock`');
  });
});

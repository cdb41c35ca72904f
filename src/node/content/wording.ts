import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Locale } from '../../shared/i18n/locales';
import { lineOf } from './problem-line';

/**
 * Phrasings docs/content-guide.md rules out because they state a wrong fact, each with what to
 * write instead. Every one was found on a page by a review (December 2026) after the guide had
 * settled it: the check keeps it from coming back.
 */
interface WordingRule {
  pattern: RegExp;
  /** What the guide says, and where. */
  instead: string;
}

const RULES: Record<Locale, readonly WordingRule[]> = {
  es: [
    { pattern: /\bejecutivos? de cuenta\b/i, instead: 'el contacto de Ondapay es el «gerente de cuenta» (content guide, Panel paths)' },
    { pattern: /\b(?:escrib\w*|contact\w*|llam\w*|acud\w*) a soporte\b/i, instead: 'los comercios no tienen canal de soporte: «escríbele a tu gerente de cuenta» (content guide, Panel paths)' },
    { pattern: /\bhabilit\w* (?:un|tu|el|su|este) sitio para\b|\bsitios? habilitados? para\b|\bsitio tiene \S*(?:Gateway|Token Requestor|3DS Server)\S* habilitad/i, instead: 'un producto se habilita para el comercio, nunca por sitio: «tu gerente de cuenta habilita <producto> para tu comercio» (content guide, Product activation)' },
  ],
  en: [
    { pattern: /\bcontact(?:ing)? (?:our |the )?support\b/i, instead: 'merchants have no support channel: "write to your account manager" (content guide, Panel paths)' },
    { pattern: /\benables? (?:a|your|the|its|this) site for\b|\bsites? (?:is |are )?enabled for\b|\bsite has \S*(?:Gateway|Token Requestor|3DS Server)\S* enabled/i, instead: 'a product is enabled for the merchant, never per site: "your account manager enables <product> for your merchant" (content guide, Product activation)' },
  ],
};

/** The blocks whose text a reader reads as one sentence or cell (code is left alone). */
const TEXT_BLOCKS = new Set<RootContent['type']>(['paragraph', 'heading', 'tableCell']);

/** The page's sentences that use a phrasing the content guide rules out, each with its line. */
export function wordingProblems(tree: Root, locale: Locale): string[] {
  const problems: string[] = [];
  visit(tree, (node) => {
    const block = node as RootContent;
    if (!TEXT_BLOCKS.has(block.type)) return;
    const text = toString(block);
    for (const rule of RULES[locale]) {
      const found = rule.pattern.exec(text);
      if (found) problems.push(`${lineOf(block)}writes "${found[0]}", which the content guide rules out: ${rule.instead}.`);
    }
    // A paragraph's text is read whole here; its inline children are not blocks of their own.
    return 'skip';
  });
  return problems;
}

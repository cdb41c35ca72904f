import type { MDXComponents } from 'mdx/types';
import type { ComponentProps, ReactNode } from 'react';
import { isValidElement } from 'react';
import { codesHref } from '@/shared/codes/catalogue';
import type { Locale } from '@/shared/i18n/locales';
import type { Translate } from '@/shared/i18n/translate';
import { copyIcon } from '../ui/copy-icons';
import { Anchor } from './Anchor';
import { Callout, type CalloutType } from './Callout';
import { CodeBlock, type PreProps } from './CodeBlock';
import { CodeGroup } from './CodeGroup';
import { Codes } from './Codes';
import { H2, H3 } from './Heading';
import { Col, Row } from './Columns';
import { Card, Cards, Step, Steps } from './Layout';
import { Properties, Property } from './Properties';
import { Tab, Tabs } from './Tabs';
import { AuthDebugger } from '../toolkit/AuthDebugger';
import { PinPadPlayground } from '../toolkit/PinPadPlayground';
import { Journey } from '../toolkit/Journey';
import { journeyView } from '@/node/workflows/journey-view';
import { ScudoSignatureChecker, SignatureVerifier } from '../toolkit/SignatureVerifier';
import { TestCards } from './TestCards';
import { zoomImageProps } from './image-props';
import { ZoomImage } from './ZoomImage';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

type CalloutProps = { title?: string; children: ReactNode };

/** What the data components need to know of the page: its language, and product names for their filters (read only when used). */
export interface MdxPageContext {
  locale: Locale;
  productNames: () => Readonly<Record<string, string>>;
}

/** How Markdown and the authoring components (docs/authoring.md) render on a page of the given locale. */
export function createMdxComponents(t: Translate, page: MdxPageContext): MDXComponents {
  const copy = { copy: t('code.copy'), copied: t('code.copied'), failed: t('code.copyFailed'), action: t('code.copyAction'), icon: copyIcon };
  const badges = { required: t('badge.required'), conditional: t('badge.conditional') };
  const callout = (type: CalloutType) =>
    function TypedCallout(props: CalloutProps) {
      return <Callout type={type} label={t(`callout.${type}`)} {...props} />;
    };
  const pre = (props: PreProps) => <CodeBlock {...props} copy={copy} />;

  return {
    h2: (props: ComponentProps<'h2'>) => <H2 {...props} anchorLabel={t('heading.anchor', { title: textOf(props.children) })} />,
    h3: H3,
    a: Anchor,
    pre,
    table: (props: ComponentProps<'table'>) => (
      // Wide tables scroll inside their box; the box is focusable so keyboard users can scroll it.
      // Not a landmark: a page with several tables would repeat the same region name.
      <div className="table-wrap" tabIndex={0}>
        <table {...props} />
      </div>
    ),
    img: ({ src, alt, width, height }: ComponentProps<'img'>) => (
      <ZoomImage
        {...zoomImageProps({ src: String(src), alt: alt ?? '', width: Number(width), height: Number(height) })}
        zoomLabel={t('image.zoom', { alt: alt ?? '' })}
        closeLabel={t('image.close')}
      />
    ),
    Image: ({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) => (
      <ZoomImage {...zoomImageProps({ src, alt, width: Number(width), height: Number(height) })} zoomLabel={t('image.zoom', { alt })} closeLabel={t('image.close')} />
    ),
    Callout: (props: CalloutProps & { type?: CalloutType }) => <Callout label={t(`callout.${props.type ?? 'note'}`)} {...props} />,
    Note: callout('note'),
    Info: callout('info'),
    Warning: callout('warning'),
    Error: callout('error'),
    CodeGroup: (props: { title?: string; children: ReactNode }) => <CodeGroup {...props} copy={copy} languageLabel={t('codeGroup.language')} />,
    // A table of codes renders as any table; its rows carry the catalogue's ids (src/shared/codes/rehype-code-anchors.ts).
    Codes: ({ children }: { children: ReactNode }) => <Codes href={codesHref(page.locale)} label={t('codes.allCodes')}>{children}</Codes>,
    Tabs,
    Tab,
    Properties,
    Property: (props: Omit<ComponentProps<typeof Property>, 'labels'>) => <Property {...props} labels={badges} />,
    Row,
    Col,
    Cards,
    Card,
    Steps,
    Step,
    AuthDebugger: ({ secret }: { secret?: string }) => <AuthDebugger t={t} secret={secret} />,
    ScudoSignatureChecker: () => <ScudoSignatureChecker t={t} />,
    PinPadPlayground: () => <PinPadPlayground t={t} />,
    // A runnable journey: an Arazzo workflow of openapi/workflows/, run in the page against the simulator (docs/simulator.md, "Journeys").
    Journey: ({ workflow }: { workflow: string }) => {
      const view = journeyView(workflow, page.locale);
      const hosts = [...new Set(view.steps.filter((step) => !step.control).map((step) => new URL(step.url).host))];
      return <Journey view={view} host={hosts.join(', ')} t={t} />;
    },
    // Guides whose notification has no definition: `fields` and `algorithms` comma-separated, as the page's formula states them.
    SignatureVerifier: ({ fields, algorithms, name = 'signature', secret = 'secretKey' }: { fields: string; algorithms: string; name?: string; secret?: string }) => (
      <SignatureVerifier t={t} secretName={secret} rule={{ in: 'body', name, algorithms: algorithms.split(','), fields: fields.split(','), encoding: 'hex' }} />
    ),
    TestCards: () => <TestCards t={t} locale={page.locale} productNames={page.productNames()} />,
  };
}

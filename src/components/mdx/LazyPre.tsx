'use client';

import { useEffect, useRef, useState } from 'react';
import { loadCodeFragment } from '@/lib/ui/code-fragment-loader';
import { Pre, type PreProps } from './CodeBlock';

export interface LazyCodeLabels {
  loading: string;
  failed: string;
  retry: string;
}

type State = { status: 'waiting' | 'failed' } | { status: 'ready'; html: string };

/** Starts loading a little before the block scrolls into view, so a reader rarely sees it wait. */
const LOAD_MARGIN = '50% 0px';

/**
 * A highlighted block whose code stays out of the page until it is shown (another language,
 * another status) near the viewport: it then fetches the fragment the build wrote at `src`.
 * A block in a hidden panel never intersects, so picking its panel is what starts the fetch.
 */
export function LazyPre({ src, labels, ...pre }: Omit<PreProps, 'children' | 'dangerouslySetInnerHTML' | 'ref'> & { src: string; labels: LazyCodeLabels }) {
  const element = useRef<HTMLPreElement>(null);
  const [state, setState] = useState<State>({ status: 'waiting' });

  useEffect(() => {
    const target = element.current;
    if (!target || state.status !== 'waiting') return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadCodeFragment(src).then(
          (html) => current && setState({ status: 'ready', html }),
          () => current && setState({ status: 'failed' }),
        );
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(target);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [src, state.status]);

  if (state.status === 'ready') return <Pre {...pre} data-code-src={src} dangerouslySetInnerHTML={{ __html: state.html }} />;
  return (
    <Pre {...pre} ref={element} data-code-src={src} aria-busy={state.status === 'waiting'} tabIndex={-1}>
      {state.status === 'waiting' ? (
        <span role="status" className="font-sans text-zinc-500 dark:text-zinc-400">
          {labels.loading}
        </span>
      ) : (
        <span role="alert" className="font-sans whitespace-normal text-zinc-700 dark:text-zinc-300">
          {labels.failed}{' '}
          <button type="button" onClick={() => setState({ status: 'waiting' })} className="font-medium text-primary-700 underline dark:text-primary-300">
            {labels.retry}
          </button>
        </span>
      )}
    </Pre>
  );
}

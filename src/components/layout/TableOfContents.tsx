'use client';

import { useEffect, useRef, useState } from 'react';
import type { PageHeading } from '@/lib/content/headings';
import { activeHeadingId } from '@/lib/ui/scroll';

/** "On this page": the page's level-2 headings, highlighting the one being read (spec §2). */
export function TableOfContents({ title, pageHref, headings }: { title: string; pageHref: string; headings: PageHeading[] }) {
  const [active, setActive] = useState<string | undefined>(headings[0]?.id);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Below the widest layout this panel is hidden (a list under the title stands in): nothing to follow or measure.
        if (nav.current && 'checkVisibility' in nav.current && !nav.current.checkVisibility()) return;
        const readingLine = window.innerHeight * 0.3;
        const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
        const positions = headings.flatMap((heading) => {
          const element = document.getElementById(heading.id);
          // A heading that titles its section (an API operation) is measured by the section, which
          // starts with it: the browser skips laying out an operation away from the screen (api.css),
          // and measuring inside one would lay it out, every operation on every scroll.
          const box = element?.closest(`[aria-labelledby="${CSS.escape(heading.id)}"]`) ?? element;
          return box ? [{ id: heading.id, top: box.getBoundingClientRect().top }] : [];
        });
        setActive(atBottom ? positions.at(-1)?.id : activeHeadingId(positions, readingLine));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [headings]);

  return (
    <nav ref={nav} aria-labelledby="toc-title">
      <h2 id="toc-title" className="text-sm font-semibold text-zinc-900 dark:text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 border-l border-zinc-200 text-sm dark:border-zinc-800">
        {headings.map((heading) => {
          const current = heading.id === active;
          return (
            <li key={heading.id}>
              <a
                href={`${pageHref}#${heading.id}`}
                aria-current={current ? 'location' : undefined}
                className={`-ml-px block border-l pl-3 transition-colors ${
                  current
                    ? 'border-primary-600 font-medium text-primary-700 dark:border-primary-400 dark:text-primary-300'
                    : 'border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white'
                }`}
              >
                {heading.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

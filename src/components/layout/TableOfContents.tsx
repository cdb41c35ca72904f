'use client';

import { useEffect, useState } from 'react';
import type { PageHeading } from '@/lib/content/headings';
import { activeHeadingId } from '@/lib/ui/scroll';

/** "On this page": the page's level-2 headings, highlighting the one being read (spec §2). */
export function TableOfContents({ title, pageHref, headings }: { title: string; pageHref: string; headings: PageHeading[] }) {
  const [active, setActive] = useState<string | undefined>(headings[0]?.id);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const readingLine = window.innerHeight * 0.3;
        const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
        const positions = headings.flatMap((heading) => {
          const element = document.getElementById(heading.id);
          return element ? [{ id: heading.id, top: element.getBoundingClientRect().top }] : [];
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
    <nav aria-labelledby="toc-title">
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

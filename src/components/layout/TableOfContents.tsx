import type { PageHeading } from '@/shared/content/headings';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';

/**
 * "On this page": the page's level-2 headings, highlighting the one being read (spec §2). The first
 * is current until the reader scrolls; src/browser/runtime/table-of-contents.ts moves `aria-current`, and the
 * classes follow it in CSS.
 */
export function TableOfContents({ title, pageHref, headings }: { title: string; pageHref: string; headings: PageHeading[] }) {
  return (
    <nav aria-labelledby="toc-title" {...{ [FRAME_ATTRIBUTES.tableOfContents]: '' }}>
      <h2 id="toc-title" className="text-sm font-semibold text-zinc-900 dark:text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 border-l border-zinc-200 text-sm dark:border-zinc-800">
        {headings.map((heading, index) => (
          <li key={heading.id}>
            <a
              href={`${pageHref}#${heading.id}`}
              aria-current={index === 0 ? 'location' : undefined}
              className="-ml-px block border-l border-transparent pl-3 text-zinc-600 transition-colors not-aria-[current]:hover:text-zinc-900 aria-[current=location]:border-primary-600 aria-[current=location]:font-medium aria-[current=location]:text-primary-700 dark:text-zinc-400 dark:not-aria-[current]:hover:text-white dark:aria-[current=location]:border-primary-400 dark:aria-[current=location]:text-primary-300"
            >
              {heading.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

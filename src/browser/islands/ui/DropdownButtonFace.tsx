import type { ReactNode } from 'react';

/**
 * What the closed dropdown shows, the same before and after its listbox code loads. The chevron is
 * lucide's "chevrons-up-down" drawn inline: the dropdown renders in client components, where the
 * icon library would otherwise ship to every page.
 */
export function ButtonFace({ icon, text }: { icon: ReactNode; text: string | undefined }) {
  return (
    <>
      {icon}
      <span className="truncate">{text}</span>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="ml-auto size-4 shrink-0 text-zinc-500"
        aria-hidden="true"
      >
        <path d="m7 15 5 5 5-5" />
        <path d="m7 9 5-5 5 5" />
      </svg>
    </>
  );
}

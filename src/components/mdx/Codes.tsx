import type { ReactNode } from 'react';

/** A product page's table of codes, with the way to every code of the site (the catalogue). */
export function Codes({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <div className="codes-table">
      {children}
      <p className="mt-2 text-sm">
        <a href={href}>{label}</a>
      </p>
    </div>
  );
}

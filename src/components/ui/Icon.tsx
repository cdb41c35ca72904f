import { createElement } from 'react';
import type { IconName } from '@/shared/navigation/types';
import { iconNode } from '@/shared/ui/icons';

/** lucide's own attributes, so these icons match the ones imported from lucide-react. */
const svgAttributes = { xmlns: 'http://www.w3.org/2000/svg', width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Decorative: the text next to an icon always names the thing. Drawn on the server from lucide's data. */
export function Icon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  const node = iconNode(name);
  if (!node) throw new Error(`Icon "${name}" is not a lucide icon name (https://lucide.dev/icons).`);
  return (
    <svg {...svgAttributes} className={className} aria-hidden="true" focusable="false">
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

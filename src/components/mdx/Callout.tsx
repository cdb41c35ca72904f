import { CircleAlert, Info as InfoIcon, NotebookPen, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { calloutClasses, calloutStyles, type CalloutType } from '@/node/html/callout-styles';

export type { CalloutType } from '@/node/html/callout-styles';

const icons: Record<CalloutType, LucideIcon> = { note: NotebookPen, info: InfoIcon, warning: TriangleAlert, error: CircleAlert };

/** A highlighted aside: note, info, warning or error. Its label is the first thing read. */
export function Callout({ type = 'note', title, label, children }: { type?: CalloutType; title?: string; label: string; children: ReactNode }) {
  const { box, iconColor } = calloutStyles[type];
  const Icon = icons[type];
  return (
    <div role="note" className={`${calloutClasses.frame} ${box}`}>
      <Icon className={`${calloutClasses.icon} ${iconColor}`} aria-hidden="true" />
      <div className={calloutClasses.body}>
        <p className={calloutClasses.title}>{title ?? label}</p>
        {children}
      </div>
    </div>
  );
}

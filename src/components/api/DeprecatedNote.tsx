import { badgeClass } from '@/lib/ui/badge-classes';
import { Callout } from '../mdx/Callout';

/** Spec §8: a deprecated operation or response shows the warning note 'Versión Obsoleta' / 'Deprecated Version'. */
export function DeprecatedNote({ label, text }: { label: string; text: string }) {
  return (
    <Callout type="warning" label={label}>
      <p>{text}</p>
    </Callout>
  );
}

/** The same words on a deprecated field, as a badge beside its name. */
export function DeprecatedBadge({ label }: { label: string }) {
  return (
    <span className={badgeClass.deprecated}>
      {label}
    </span>
  );
}

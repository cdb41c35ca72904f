import {
  BadgeCheck, BookOpen, Code, CreditCard, FileText, Key, LayoutTemplate, LifeBuoy, Link2, Receipt,
  Repeat, ScanSearch, Server, Settings, Shield, ShieldCheck, Smartphone, Store, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/lib/navigation/types';

const icons: Record<IconName, LucideIcon> = {
  book: BookOpen,
  code: Code,
  'credit-card': CreditCard,
  layout: LayoutTemplate,
  server: Server,
  'shield-check': ShieldCheck,
  shield: Shield,
  key: Key,
  link: Link2,
  store: Store,
  'badge-check': BadgeCheck,
  'scan-search': ScanSearch,
  'file-text': FileText,
  receipt: Receipt,
  repeat: Repeat,
  smartphone: Smartphone,
  'life-buoy': LifeBuoy,
  settings: Settings,
};

/** Decorative: the text next to an icon always names the thing. */
export function Icon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  const Drawing = icons[name];
  return <Drawing className={className} aria-hidden="true" focusable="false" />;
}

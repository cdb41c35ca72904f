import { calloutClasses, calloutStyles, type CalloutType } from './callout-styles';
import { escapeHtml, iconSvgHtml } from '../../shared/ui/html';

/** A callout (the Callout component's markup) around HTML content, its label first. */
export function calloutHtml(type: CalloutType, label: string, content: string): string {
  const { icon, box, iconColor } = calloutStyles[type];
  return `<div role="note" class="${calloutClasses.frame} ${box}">${iconSvgHtml(icon, `${calloutClasses.icon} ${iconColor}`)}<div class="${calloutClasses.body}"><p class="${calloutClasses.title}">${escapeHtml(label)}</p>${content}</div></div>`;
}

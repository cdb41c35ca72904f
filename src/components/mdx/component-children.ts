import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The `Component` elements among children. A one-line `<Tab>…</Tab>` reaches React
 * wrapped in a paragraph, so wrappers are looked through one level.
 */
export function componentChildren<P>(children: ReactNode, component: unknown): ReactElement<P>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === component) return [child as ReactElement<P>];
    return Children.toArray(child.props.children).filter(
      (inner): inner is ReactElement<P> => isValidElement(inner) && inner.type === component,
    );
  });
}

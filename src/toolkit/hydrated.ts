import { REACT_FIBER, whenReactMarks } from '@/lib/ui/react-marks';
import { hydratedElementOf } from '@/lib/ui/static-html';

/**
 * Resolves once React has hydrated `element` (or, inside HTML that React does not own, such as an
 * API operation, the element around that HTML): a tool that changed server markup before then
 * would make React's hydration fail and render the page again, losing the change. After 10 s the
 * tool goes ahead anyway.
 */
export const whenHydrated = (element: Element): Promise<void> => whenReactMarks(hydratedElementOf(element), REACT_FIBER);

import { REACT_FIBER, whenReactMarks } from '@/lib/ui/react-marks';

/**
 * Resolves once React has hydrated `element`: a tool that changed server markup before then
 * would make React's hydration fail and render the page again, losing the change. After 10 s the
 * tool goes ahead anyway.
 */
export const whenHydrated = (element: Element): Promise<void> => whenReactMarks(element, REACT_FIBER);

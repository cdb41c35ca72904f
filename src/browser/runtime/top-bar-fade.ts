import { FRAME_ATTRIBUTES } from '../../shared/ui/frame-markup';
import { topBarOpacity } from './scroll';

/** The top bar's background fades in over the first 72 px of scroll (spec §4). Returns the function that stops it. */
export function watchTopBarFade(document: Document): () => void {
  const window = document.defaultView!;
  let frame = 0;
  const apply = () => {
    const opacity = topBarOpacity(window.scrollY);
    for (const bar of document.querySelectorAll<HTMLElement>(`[${FRAME_ATTRIBUTES.topBar}]`)) {
      bar.setAttribute('data-opacity', opacity.toFixed(2));
      const backdrop = bar.querySelector<HTMLElement>(`[${FRAME_ATTRIBUTES.topBarBackdrop}]`);
      if (backdrop) backdrop.style.opacity = String(opacity);
    }
  };
  const update = () => {
    window.cancelAnimationFrame(frame);
    frame = window.requestAnimationFrame(apply);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
  };
}

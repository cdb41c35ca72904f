import { endEarlyClicks } from '@/lib/ui/early-input';

// Runs just before React hydrates the page. React sees clicks from then on (and replays those
// made while it hydrates); the one the inline script kept is clicked again in the next task,
// once React listens, if the button is still there (see early-input.ts).
const button = endEarlyClicks(window);
if (button instanceof HTMLElement) setTimeout(() => button.isConnected && button.click());

import { earlyInput } from '@/shared/ui/early-input';
import { TOOL_ATTRIBUTE, TOOL_READY_PROPERTY } from '@/shared/ui/toolkit-loader';
import { tools } from './registry';

type Root = HTMLElement & { [TOOL_READY_PROPERTY]?: boolean };

/**
 * The toolkit's module, added by the page's inline script (src/shared/ui/toolkit-loader.ts): mounts
 * every tool the page holds, then clicks again
 * the button the reader clicked before its tool listened. A tool whose code fails to load leaves
 * its server markup as it was.
 */
const claimed = new WeakSet<Element>();

async function mountAll() {
  const roots = Array.from(document.querySelectorAll<Root>(`[${TOOL_ATTRIBUTE}]`)).filter((root) => !claimed.has(root));
  roots.forEach((root) => claimed.add(root));
  await Promise.all(
    roots.map(async (root) => {
      const load = tools[root.getAttribute(TOOL_ATTRIBUTE) ?? ''];
      if (!load) return;
      try {
        const tool = await load();
        await tool.mount(root);
        root[TOOL_READY_PROPERTY] = true;
      } catch (error) {
        // Offline or a failed deploy: the next pass (a later page) tries again.
        claimed.delete(root);
        console.error(error);
      }
    }),
  );
  const input = earlyInput(window);
  const kept = input?.toolClick;
  if (input) input.toolClick = null;
  if (kept instanceof HTMLElement && kept.isConnected) kept.click();
}

void mountAll();


import { describe, expect, it } from 'vitest';
import { analyticsLoader } from './analytics';

describe('analyticsLoader', () => {
  it('adds the script only after the load event', () => {
    const script = analyticsLoader('https://analytics.example/a.js');
    expect(script.startsWith("addEventListener('load',")).toBe(true);
    expect(script).toContain('s.src="https://analytics.example/a.js"');
    expect(script).toContain('s.async=true');
  });

  it('keeps a hostile URL inside its string and cannot close the <script> element', () => {
    const script = analyticsLoader('https://a.example/"</script><script>alert(1)</script>');
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\"\\u003c/script>');
  });
});

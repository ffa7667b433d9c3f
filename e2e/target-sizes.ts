import type { Page } from '@playwright/test';

/**
 * The tappable targets of the screen's lists and toolbars that are smaller than 24 × 24 px or closer
 * than 8 px to the next one (WCAG 2.2 target size, with the team's spacing), each named once.
 *
 * A target is what a tap reaches: a link, button, tab, select, text field, or a tick box or radio with
 * its label (the label takes the tap too). Left out, as the criterion leaves them out: links inside a
 * sentence, the week grid's cells (a painting surface with the ranges list as its equivalent), and
 * anything hidden or outside the main content.
 */
export async function smallTargets(page: Page, within = 'main'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const root = document.querySelector(rootSelector);
    if (!root) return [`no ${rootSelector}`];
    const name = (el: Element) =>
      (
        el.getAttribute('aria-label') ||
        (el as HTMLInputElement).labels?.[0]?.textContent ||
        el.textContent ||
        el.tagName
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60);
    // In a sentence: the nearest block around it holds only inline content, with words beside the target.
    const inSentence = (el: Element) => {
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const inlineOnly = [...block.children].every((c) => getComputedStyle(c).display.startsWith('inline'));
      return inlineOnly && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 12;
    };
    const hitBox = (el: Element): Element => {
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        // Mantine draws the box and its label side by side in one body; a native label wraps its input.
        return (
          el.closest('label') ??
          el.closest('.mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body') ??
          el.parentElement ??
          el
        );
      }
      return el;
    };
    // A bar pinned to the viewport (the save bar) moves against the page's content with every scroll:
    // the gap between the two is not a property of the layout, so only targets pinned alike are paired.
    const pinnedIn = (el: Element): Element | null => {
      for (let n: Element | null = el; n; n = n.parentElement)
        if (/^(sticky|fixed)$/.test(getComputedStyle(n).position)) return n;
      return null;
    };
    const selector =
      'a[href], button, select, input:not([type="hidden"]), textarea, [role="tab"], [role="button"], [role="switch"]';
    const seen = new Set<Element>();
    const targets: { el: Element; box: DOMRect; label: string; pinned: Element | null; widget: Element | null }[] = [];
    for (const el of root.querySelectorAll(selector)) {
      if (el.closest('[role="grid"]') || el.closest('[hidden], [aria-hidden="true"], [inert]') || inSentence(el))
        continue;
      if ((el as HTMLButtonElement).disabled) continue;
      const hit = hitBox(el);
      if (seen.has(hit)) continue;
      seen.add(hit);
      const box = hit.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // What each pair needs of a target is found once per target, not once per pair.
      targets.push({
        el: hit,
        box,
        label: name(el),
        pinned: pinnedIn(hit),
        // A segmented control may be native radios in a radiogroup drawn as segments.
        widget: hit.closest(
          '[role="tablist"], [role="radiogroup"], .mantine-SegmentedControl-root, [class*="levelsGroup"]',
        ),
      });
    }
    const problems: string[] = [];
    for (const t of targets) {
      if (t.box.width < 23.5 || t.box.height < 23.5)
        problems.push(`${t.label}: ${Math.round(t.box.width)} × ${Math.round(t.box.height)} px`);
    }
    for (let i = 0; i < targets.length; i++) {
      for (let j = i + 1; j < targets.length; j++) {
        const [a, b] = [targets[i]!, targets[j]!];
        const dx = Math.max(b.box.left - a.box.right, a.box.left - b.box.right);
        const dy = Math.max(b.box.top - a.box.bottom, a.box.top - b.box.bottom);
        const gap = Math.max(dx, dy);
        if (gap >= 7.5 || a.pinned !== b.pinned || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        // One widget whose parts meet edge to edge, each at least 24 px: tabs, a segmented control, a calendar.
        if (a.widget && a.widget.contains(b.el)) continue;
        problems.push(`${a.label} and ${b.label}: ${Math.max(0, Math.round(gap))} px apart`);
      }
    }
    return [...new Set(problems)];
  }, within);
}

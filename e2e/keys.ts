import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Key presses counted, except the characters typed: a keyboard journey's cost, as an admin who knows
 * the screen pays it.
 */
export class Keys {
  count = 0;
  constructor(private readonly page: Page) {}
  async press(key: string, times = 1) {
    for (let i = 0; i < times; i++) {
      await this.page.keyboard.press(key);
      this.count++;
    }
  }
  /** Characters typed are not counted. */
  type(text: string) {
    return this.page.keyboard.type(text);
  }
  /** Tab until `target` has focus; throws past `max` presses. */
  async tabTo(target: Locator, max = 30, key: 'Tab' | 'Shift+Tab' = 'Tab') {
    await target.waitFor();
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
      await this.press(key);
    }
    const at = await this.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
    throw new Error(`not reached by ${max} Tab presses; focus is on ${at}`);
  }
  /** Presses an arrow key until `target` has focus (a roving group's controls); throws past `max`. */
  async arrowTo(target: Locator, key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp' = 'ArrowRight', max = 10) {
    await target.waitFor();
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.press(key);
    }
    throw new Error(`not reached by ${max} ${key} presses`);
  }
  /** Chooses a screen from the main menu: one Enter, and focus lands on the screen's heading. */
  async choose(screen: string, heading: string) {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: screen, exact: true }).focus();
    await this.press('Enter');
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  }
}

import { describe, expect, it } from 'vitest';
import { didNotArrive, ScreenCodeMissing, screenCode } from './screen-code';

const failing = (error: unknown) => screenCode(() => Promise.reject(error))().catch((e: unknown) => e);

describe('screenCode', () => {
  it('passes a module through', async () => {
    await expect(screenCode(async () => ({ default: 1 }))()).resolves.toEqual({ default: 1 });
  });

  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/assets/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['a style sheet the bundler preloads', new Error('Unable to preload CSS for /assets/a.css')],
  ])('says a file that did not arrive (%s) as ScreenCodeMissing, with its cause', async (_who, cause) => {
    const failure = await failing(cause);
    expect(failure).toBeInstanceOf(ScreenCodeMissing);
    expect((failure as ScreenCodeMissing).cause).toBe(cause);
    expect((failure as Error).name).toBe('ScreenCodeMissing');
    // What the console and error reports show of it.
    expect(String(failure)).toBe("ScreenCodeMissing: A screen's code did not arrive");
  });

  it('leaves a module that arrived and threw as what it is: a fault of the code, not of the connection', async () => {
    const cause = new ReferenceError('x is not defined');
    expect(await failing(cause)).toBe(cause);
    expect(await failing('a string')).toBe('a string');
  });

  it.each([
    ['a URL the code could not build', new TypeError("Failed to construct 'URL': Invalid URL")],
    [
      'an error that only quotes the words',
      new TypeError('The list said: Failed to fetch dynamically imported module'),
    ],
    [
      'the words on an error that is not a TypeError',
      new Error('Failed to fetch dynamically imported module: https://x/assets/a.js'),
    ],
    ['a fetch of data that failed', new TypeError('Failed to fetch')],
  ])('never says %s did not arrive', async (_what, cause) => {
    expect(didNotArrive(cause)).toBe(false);
    expect(await failing(cause)).toBe(cause);
  });
});

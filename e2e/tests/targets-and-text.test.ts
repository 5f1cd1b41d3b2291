/**
 * Targets a finger finds and text an older eye reads, in Marathi at 390 px: a filled field's
 * floating label stays at 16 px at least (MUI would shrink it to 14), and the link to apply
 * as a volunteer on /mr/register is 44 px tall though it sits in a sentence. GH_SHOTS_DIR keeps
 * the filled field.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { messages as mrRegister } from '@gh/web/messages/mr/register';
import { labelled, registrationWords } from '../src/pageWords.ts';
import { PHONE, browserForFile, movesEnded, waitUntilLive } from '../src/visitor.ts';
import { keepShot, shotsKept } from '../src/shots.ts';

const browser = browserForFile();
const t = registrationWords('mr');

/** The text's size as drawn: its font size times the scale its transform gives it. */
const drawnPx = (label: Locator) =>
  label.evaluate((element) => {
    const style = getComputedStyle(element);
    return parseFloat(style.fontSize) * new DOMMatrix(style.transform === 'none' ? undefined : style.transform).a;
  });

describe('targets and text at 390 px, in Marathi', { timeout: 60_000 }, () => {
  it("keeps a filled field's floating label at 16 px or more", async () => {
    const { page } = await browser.open({ viewport: PHONE }, '/mr/senior-registration');
    await waitUntilLive(page);
    const name = t('fields.field', { field: 'firstName' });
    const label = page.locator('label').filter({ hasText: labelled(name) });
    const empty = await drawnPx(label);
    await page.getByLabel(labelled(name)).fill('सावित्री');
    await page.getByLabel(labelled(t('fields.field', { field: 'city' }))).focus();
    await expect.poll(() => label.getAttribute('data-shrink')).toBe('true');
    // Its move ended before it is measured.
    await movesEnded(page);
    const filled = await drawnPx(label);
    expect(filled).toBeGreaterThanOrEqual(16);
    expect(filled).toBeLessThan(empty);
    if (shotsKept) {
      await page.evaluate(() => window.scrollTo(0, 0));
      const field = await page.getByLabel(labelled(name)).boundingBox();
      if (field) await keepShot(page, 'mr-filled-label-390', { clip: { x: 0, y: Math.max(0, field.y - 40), width: 390, height: 200 } });
    }
  });

  it('makes the link to apply as a volunteer a 44 px target', async () => {
    const { page } = await browser.open({ viewport: PHONE }, '/mr/register');
    const link = page.getByRole('link', { name: mrRegister['register.volunteer.noteLink'] });
    const box = await link.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });
});

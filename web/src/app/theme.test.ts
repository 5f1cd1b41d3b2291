import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { colors, theme } from './theme';

/** WCAG AA: 4.5:1 for text; 3:1 for the focus ring against what surrounds it. */
describe('theme for older eyes', () => {
  it.each([
    ['body text on the page', colors.ink, colors.cream],
    ['body text in the bars', colors.ink, colors.creamDeep],
    ['secondary text on the page', colors.inkSoft, colors.cream],
    ['secondary text in the bars', colors.inkSoft, colors.creamDeep],
    ['links on the page', colors.amber, colors.cream],
    ['links in the bars', colors.amber, colors.creamDeep],
    ['links on cards', colors.amber, colors.white],
    ['primary buttons', theme.palette.primary.contrastText, theme.palette.primary.main],
    ['gold buttons', theme.palette.secondary.contrastText, theme.palette.secondary.main],
    ['errors', colors.error, colors.cream],
  ])('%s pass AA', (_, text, background) => {
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws a visible focus ring', () => {
    expect(theme.focusVisible).toMatchObject({ outlineColor: colors.ink, outlineWidth: 3 });
    expect(getContrastRatio(colors.ink, colors.creamDeep)).toBeGreaterThanOrEqual(3);
  });

  it('uses body text of at least 18px and respects reduced motion', () => {
    const px = (rem: string | number | undefined) => parseFloat(String(rem)) * 16;
    expect(px(theme.typography.body1.fontSize)).toBeGreaterThanOrEqual(18);
    expect(px(theme.typography.body2.fontSize)).toBeGreaterThanOrEqual(18);
    expect(theme.motion.reducedMotion).toBe('system');
  });
});

import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { colors } from '../components/colors';
import { theme } from './theme';

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
    ['badges for news on its way', colors.white, colors.info],
    ['badges for settled news', colors.white, colors.success],
  ])('%s pass AA', (_, text, background) => {
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws rating stars and other graphics at 3:1 at least (WCAG 1.4.11)', () => {
    expect(getContrastRatio(colors.star, colors.white)).toBeGreaterThanOrEqual(3);
  });

  it('keeps 18px text and a 44px target on small and large buttons too', () => {
    const overrides = theme.components?.MuiButton?.styleOverrides as Record<string, { fontSize?: string; minHeight?: number }>;
    for (const size of ['sizeSmall', 'sizeLarge']) {
      expect(parseFloat(overrides[size]?.fontSize ?? '0') * 16).toBeGreaterThanOrEqual(18);
      expect(overrides[size]?.minHeight).toBeGreaterThanOrEqual(44);
    }
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

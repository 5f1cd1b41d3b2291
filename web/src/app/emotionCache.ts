import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's style cache, one per render. The prerender (entry-server.tsx) and the browser use
 * the same key, so the browser recognises the prerendered `<style data-emotion="gh …">` tags
 * as its own and hydrates them instead of inserting every rule again.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'gh' });
}

import { afterEach, describe, expect, it } from 'vitest';
import { codeLinkUrl, readCodeLink } from '@gh/common/code-link';
import { CODE_LINK_MARK_SCRIPT, clearCodeLinkMark } from './codeLinkMark';

const html = document.documentElement;
// In the global scope, as the inline script runs.
const markFor = (hash: string) => {
  location.hash = hash;
  new Function(CODE_LINK_MARK_SCRIPT)();
  return html.hasAttribute('data-code-link');
};

afterEach(() => {
  clearCodeLinkMark();
  location.hash = '';
});

describe('the code-link mark script', () => {
  it('marks <html> for every link the code e-mail carries', () => {
    for (const role of ['senior', 'volunteer'] as const) {
      const url = new URL(codeLinkUrl('https://goldenhearts.example', 'login', { role, email: 'a+b@example.com', code: '004211' }, 'mr'));
      expect(readCodeLink(url.hash)).not.toBeNull();
      expect(markFor(url.hash)).toBe(true);
      clearCodeLinkMark();
    }
  });

  it('leaves <html> alone without a code in the fragment', () => {
    for (const hash of ['', '#main', '#role=senior&email=a%40example.com', '#barcode=1', '#encode=2']) {
      expect(markFor(hash)).toBe(false);
    }
  });
});

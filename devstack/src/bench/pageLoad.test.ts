import { describe, expect, it } from 'vitest';
import { longestChain } from './pageLoad.ts';

const request = (name: string, sent: number, answered: number) => ({ name, sent, answered });
const names = (chain: { name: string }[]) => chain.map((each) => each.name);

describe('longestChain: the round trips a page made one after another', () => {
  it('counts requests sent together as one round trip', () => {
    const html = request('html', 0, 1);
    const scripts = [request('a', 1, 2), request('b', 1.1, 2.5), request('c', 1.2, 2.2)];
    expect(names(longestChain([html, ...scripts]))).toHaveLength(2);
  });

  it('follows each request sent after the one before it was answered', () => {
    const chain = longestChain([
      request('html', 0, 1),
      request('script', 1, 2),
      request('check', 2.1, 3),
      // Beside the chain: sent before the script had come.
      request('config', 1.05, 1.5),
    ]);
    expect(names(chain)).toEqual(['html', 'script', 'check']);
  });

  it('takes the longest of two paths, and nothing for no request', () => {
    const chain = longestChain([
      request('html', 0, 1),
      request('lookup', 1.2, 1.8),
      request('listen', 1.3, 2),
      request('data', 2.1, 2.6),
      request('more', 2.7, 3),
    ]);
    expect(names(chain)).toEqual(['html', 'listen', 'data', 'more']);
    expect(longestChain([])).toEqual([]);
  });
});

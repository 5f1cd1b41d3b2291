/** For component tests: the api answers these [status, body] pairs in turn, one per fetch. */
import { vi } from 'vitest';

export function answerWith(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async () => {
    const [status, body] = answers.shift() ?? [500, { message: 'unexpected call' }];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The Express app in-process, over real HTTP (Node's fetch against app.listen(0)). Nothing here
 * reaches Firestore: every case is answered before the store is called.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, type ErrorCode } from '@gh/common/errors';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { createApp } from './app.ts';
import { ServiceError } from '../services/errors.ts';
import { errorHandler } from './errors.ts';

const servers: Server[] = [];

async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function call(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  const body = (await res.json()) as { message: string; time?: string };
  return { status: res.status, type: res.headers.get('content-type'), body };
}

const postJson = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('api app', () => {
  it('answers GET /api/health with ok and the time', async () => {
    const base = await serve(createApp());
    const { status, body } = await call(`${base}/api/health`);
    expect(status).toBe(200);
    expect(body.message).toBe('ok');
    expect(Date.parse(body.time ?? '')).not.toBeNaN();
  });

  it('answers malformed JSON with 400 and the bad-JSON message', async () => {
    const base = await serve(createApp());
    const res = await call(`${base}/api/health`, postJson('{"id": '));
    expect(res).toMatchObject({ status: 400, body: { message: SERVER_MESSAGES.badJson, code: 'badJson' } });
    expect(res.type).toMatch(/^application\/json/);
  });

  it('answers unknown routes, inside and outside /api, with a JSON 404', async () => {
    const base = await serve(createApp());
    for (const path of ['/api/nope', '/health', '/']) {
      expect(await call(`${base}${path}`)).toMatchObject({ status: 404, body: { message: 'Not found' } });
    }
  });

  it('has no probe route outside the Functions emulator', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', undefined);
    const base = await serve(createApp());
    const res = await call(`${base}/api/health/probe`, postJson('{"id":"p1","value":"hello"}'));
    expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('fails a valid probe at once, without Firestore, when the emulator host is missing', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', undefined);
    const logged = vi.spyOn(logger, 'error'); // observed, not replaced
    const base = await serve(createApp());
    const res = await call(`${base}/api/health/probe`, postJson('{"id":"p1","value":"hello"}'));
    expect(res).toMatchObject({ status: 500, body: { message: SERVER_MESSAGES.serverError, code: 'serverError' } });
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/FIRESTORE_EMULATOR_HOST is not set/);
    logged.mockRestore();
  });

  describe('probe validation (emulator)', () => {
    const cases: [string, string, string][] = [
      // body-parser reads an empty JSON body as {}.
      ['no body', '', 'id is required'],
      ['a JSON array', '[]', SERVER_MESSAGES.badJson],
      ['a missing id', '{"value":"x"}', 'id is required'],
      ['a missing value', '{"id":"p1"}', 'value is required'],
      ['a number id', '{"id":7,"value":"x"}', 'id must be a string'],
      ['an empty id', '{"id":"","value":"x"}', 'id must be 1 to 100 letters, digits, _ or -'],
      ['a slash in the id', '{"id":"a/b","value":"x"}', 'id must be 1 to 100 letters, digits, _ or -'],
      ['a 101-character id', JSON.stringify({ id: 'a'.repeat(101), value: 'x' }), 'id must be 1 to 100 letters, digits, _ or -'],
      ['a number value', '{"id":"p1","value":5}', 'value must be a string'],
      ['a 201-character value', JSON.stringify({ id: 'p1', value: 'v'.repeat(201) }), 'value must be at most 200 characters'],
    ];
    it.each(cases)('answers 400 for %s', async (_name, body, message) => {
      vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
      const base = await serve(createApp());
      expect(await call(`${base}/api/health/probe`, postJson(body))).toMatchObject({ status: 400, body: { message } });
    });
  });
});

describe('errorHandler', () => {
  function throwingApp(error: unknown) {
    const app = express();
    app.get('/boom', async () => {
      throw error;
    });
    app.use(errorHandler);
    return app;
  }

  it('sends a ServiceError with its message, its code and the status of its code', async () => {
    const base = await serve(throwingApp(new ServiceError('emailExists')));
    expect(await call(`${base}/boom`)).toMatchObject({
      status: 409,
      body: { message: 'email id already exists', code: 'emailExists' },
    });
  });

  it('answers any other error with 500 and no details', async () => {
    // Observed, not replaced: the entry below in stderr is this test's.
    const logged = vi.spyOn(logger, 'error');
    const error = new Error('secret connection string');
    const base = await serve(throwingApp(error));
    const res = await call(`${base}/boom`);
    expect(res).toEqual({
      status: 500,
      type: expect.stringMatching(/json/),
      body: { message: SERVER_MESSAGES.serverError, code: 'serverError' },
    });
    expect(logged).toHaveBeenCalledWith(error, { method: 'GET', route: '/boom' });
    logged.mockRestore();
  });
});

describe('every failure the app itself meets is its own JSON message', () => {
  const noDetails = (text: string) => expect(text).not.toMatch(/\bat |node_modules|\/work\/|<html|Error:/i);

  it.each([
    ['malformed JSON', '/api/login/senior', postJson('{"email": '), 400, 'badJson'],
    ['JSON over the size limit', '/api/login/senior', postJson(JSON.stringify({ email: 'x'.repeat(200_000) })), 413, 'requestTooLarge'],
    [
      'an unknown charset',
      '/api/login/senior',
      { method: 'POST', headers: { 'content-type': 'application/json; charset=latin9' }, body: '{}' },
      415,
      'badRequest',
    ],
    [
      'an unknown content encoding',
      '/api/login/senior',
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'br2' }, body: '{}' },
      415,
      'badRequest',
    ],
    ['a malformed %-escape in the path', '/api/senior/%E0%A4%A', {}, 400, 'badRequest'],
  ] as [string, string, RequestInit, number, ErrorCode][])('%s', async (_name, path, init, status, code) => {
    const base = await serve(createApp());
    const res = await fetch(`${base}${path}`, init);
    const text = await res.text();
    noDetails(text);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect({ status: res.status, body: JSON.parse(text) as unknown }).toEqual({ status, body: { message: errorMessage(code), code } });
  });
});

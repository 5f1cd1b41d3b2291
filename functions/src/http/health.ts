/**
 * GET /health: is the function up. POST /health/probe (Functions emulator only): write a
 * document, to prove the function reaches Firestore, and answer the Node version the function
 * runs on (the local stack's must be the deployed runtime's); a deployed function answers 404.
 */
import { Router } from 'express';
import { z } from 'zod';
import { API } from '@gh/common/api-routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { isFunctionsEmulator } from '../config.ts';
import { writeProbe } from '../services/probes.ts';
import { parseBody } from './validate.ts';

const stringField = (name: string) =>
  z.string({ error: (issue) => `${name} ${issue.input === undefined ? 'is required' : 'must be a string'}` });

const probeSchema = z.object({
  id: stringField('id').regex(/^[A-Za-z0-9_-]{1,100}$/, 'id must be 1 to 100 letters, digits, _ or -'),
  value: stringField('value').max(200, 'value must be at most 200 characters'),
});

export function healthRouter(): Router {
  const router = Router();

  router.get(API.health.path, (_req, res) => {
    res.json({ message: SERVER_MESSAGES.ok, time: new Date().toISOString() });
  });

  if (isFunctionsEmulator()) {
    router.post(API.healthProbe.path, async (req, res) => {
      const { id, value } = parseBody(probeSchema, req.body);
      await writeProbe(id, value);
      res.json({ message: SERVER_MESSAGES.ok, node: process.version });
    });
  }

  return router;
}

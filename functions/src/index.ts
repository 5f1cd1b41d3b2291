/** Deployed functions. This module only wires; the work lives in http/, services/ and store/. */
import { onRequest } from 'firebase-functions/https';
import { createApp } from './http/app.ts';

export const api = onRequest({ region: 'us-central1' }, createApp());

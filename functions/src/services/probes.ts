/**
 * The emulator-only probe (POST /health/probe): writing a document proves the function reaches
 * Firestore. There is nothing to decide, so the service is the store's write itself; routers
 * still reach it through services/, never store/ (eslint.config.js).
 */
export { writeProbe } from '../store/probes.ts';

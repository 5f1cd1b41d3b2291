/**
 * Conversions between the web SDK's proto3 JSON and what protobufjs accepts for gRPC.
 * protobufjs does not know proto3 JSON's special forms: a Timestamp written as an ISO string
 * and a wrapper (Int32Value) written as a bare number.
 */

const TIMESTAMP_KEYS = new Set(['readTime', 'timestampValue']);
const WRAPPER_KEYS = new Set(['limit', 'expectedCount']);

export function isoToTimestamp(iso: string): { seconds: string; nanos: number } {
  const match = /^(.*?)(?:\.(\d{1,9}))?Z$/.exec(iso);
  const whole = match?.[1] ?? iso.replace(/Z$/, '');
  const fraction = (match?.[2] ?? '').padEnd(9, '0');
  const millis = Date.parse(`${whole}Z`);
  if (Number.isNaN(millis)) throw new Error(`Invalid timestamp: ${iso}`);
  return { seconds: String(Math.floor(millis / 1000)), nanos: Number(fraction) };
}

/** Deep-copies a ListenRequest, rewriting the proto3-JSON-only forms. */
export function toGrpcListenRequest(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => toGrpcListenRequest(item));
  if (typeof value === 'string' && TIMESTAMP_KEYS.has(key)) return isoToTimestamp(value);
  if (typeof value === 'number' && WRAPPER_KEYS.has(key)) return { value };
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([childKey, child]) => [childKey, toGrpcListenRequest(child, childKey)]),
    );
  }
  return value;
}

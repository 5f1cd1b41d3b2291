/** /status's English messages: the small system check the tests and benchmarks read. */
export const messages = {
  'status.title': 'System Status',
  'status.lead': 'Whether the Golden Hearts services are answering.',
  'status.api': 'API',
  'status.health': '{state, select, checking {Checking…} ok {OK} other {Not answering}}',
  'status.probe': 'Live probe',
  'status.probeState': '{state, select, loading {Connecting…} success {Listening} other {Failed}}',
  'status.badProbe': 'Not a valid probe id',
  'status.probeValue': 'Probe value',
} as const;

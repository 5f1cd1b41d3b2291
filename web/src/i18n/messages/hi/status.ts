/** /status's messages in Hindi: plain words, the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'status'> = {
  'status.title': 'सिस्टम की स्थिति',
  'status.lead': 'गोल्डन हार्ट्स की सेवाएँ जवाब दे रही हैं या नहीं।',
  'status.api': 'एपीआई',
  'status.health': '{state, select, checking {जाँच रहे हैं…} ok {ठीक है} other {जवाब नहीं दे रहा}}',
  'status.probe': 'लाइव जाँच',
  'status.probeState': '{state, select, loading {जुड़ रहे हैं…} success {सुन रहे हैं} other {नहीं हो पाया}}',
  'status.badProbe': 'यह जाँच की सही पहचान नहीं है',
  'status.probeValue': 'जाँच का मान',
};

/** /status's messages in Marathi: plain words, the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'status'> = {
  'status.title': 'सिस्टमची स्थिती',
  'status.lead': 'गोल्डन हार्ट्सच्या सेवा उत्तर देत आहेत की नाही.',
  'status.api': 'एपीआय',
  'status.health': '{state, select, checking {तपासत आहोत…} ok {ठीक आहे} other {उत्तर देत नाही}}',
  'status.probe': 'थेट तपासणी',
  'status.probeState': '{state, select, loading {जोडत आहोत…} success {ऐकत आहोत} other {जमलं नाही}}',
  'status.badProbe': 'ही तपासणीची योग्य ओळख नाही',
  'status.probeValue': 'तपासणीचं मूल्य',
};

// The offline interpreter's text for one request: analyse the dream, then write it in the style asked.
import type { InterpretationRequest } from '../providers/ai/types.ts';
import { analyzeDream } from './analyze.ts';
import { composeCbt } from './compose-cbt.ts';
import { composeJung } from './compose-jung.ts';
import { composeRogers } from './compose-rogers.ts';
import { composer } from './compose-shared.ts';

export function composeOfflineInterpretation(request: InterpretationRequest): string {
  const analysis = analyzeDream(request.dream);
  switch (request.type) {
    case 'JUNG_AI':
      return composeJung(composer(analysis, request.locale, 'jung', request.memory));
    case 'ROGERS_AI':
      return composeRogers(composer(analysis, request.locale, 'rogers', request.memory));
    case 'CBT_AI':
      return composeCbt(composer(analysis, request.locale, 'cbt', request.memory));
  }
}

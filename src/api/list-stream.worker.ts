import { scanSession, type ScanInput, type ScanOutput } from './list-scanner';

// The decoding and scanning of one list answer, off the page's thread (list-stream.ts). The first
// message names the list and is answered "ready"; then bytes in, runs of elements out.

type Config = { listKey: string; maxTokenChars?: number };

const scope = self as unknown as { onmessage: ((e: MessageEvent<Config | ScanInput>) => void) | null; postMessage: (m: ScanOutput | 'ready') => void };
let session: ReturnType<typeof scanSession> | null = null;

scope.onmessage = (e) => {
  const message = e.data;
  if ('listKey' in message) {
    session = scanSession(message.listKey, message.maxTokenChars);
    scope.postMessage('ready');
    return;
  }
  session?.take(message, (out) => scope.postMessage(out));
};

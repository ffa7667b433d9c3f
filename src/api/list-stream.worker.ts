import { scanSession, type ScanInput, type ScanOutput } from './list-scanner';

// The decoding and scanning of one list answer, off the page's thread (list-stream.ts). The first
// message names the list and is answered "ready"; then bytes in, runs of elements out, and after
// each input an acknowledgement of its bytes, which the page uses to hold back the next ones.

type Config = { listKey: string; maxTokenChars?: number };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<Config | ScanInput>) => void) | null;
  postMessage: (m: ScanOutput | { ack: number } | 'ready') => void;
};
let session: ReturnType<typeof scanSession> | null = null;

scope.onmessage = (e) => {
  const message = e.data;
  if ('listKey' in message) {
    session = scanSession(message.listKey, message.maxTokenChars);
    scope.postMessage('ready');
    return;
  }
  session?.take(message, (out) => scope.postMessage(out));
  if ('bytes' in message) scope.postMessage({ ack: message.bytes.byteLength });
};

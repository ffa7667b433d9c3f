import { listWorker, type FromWorker, type ToWorker } from './list-worker';

// The list reader's worker (list-stream.ts): list-worker.ts says what it does.

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
  postMessage: (message: FromWorker) => void;
};
const take = listWorker((message) => scope.postMessage(message), fetch.bind(self));
scope.onmessage = (e) => take(e.data);

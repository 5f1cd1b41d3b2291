declare module 'browserchannel' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { EventEmitter } from 'node:events';

  export interface BCSession extends EventEmitter {
    id: string;
    headers: Record<string, string | undefined>;
    query: Record<string, string | undefined>;
    send(data: unknown, callback?: () => void): void;
    close(reason?: string): void;
    stop(callback?: () => void): void;
  }

  export interface BrowserChannelOptions {
    base?: string;
    keepAliveInterval?: number;
    sessionTimeoutInterval?: number;
    headers?: Record<string, string>;
  }

  export function server(
    options: BrowserChannelOptions,
    onConnect: (session: BCSession) => void,
  ): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

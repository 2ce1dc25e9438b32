import type { AppServices } from '@/services';

declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
    cspNonce: string;
    // accounts
    /** the client's address (absent where a test builds the context by hand) */
    clientIp?: string;
  }
}

export {};

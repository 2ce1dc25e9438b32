import type { AppServices } from '@/services';

declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
    cspNonce: string;
  }
}

export {};

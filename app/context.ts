import type { MenuCategory } from '@/domain/catalog/categories';
import type { AppServices } from '@/services';

declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
    cspNonce: string;
    // accounts
    /** the client's address (absent where a test builds the context by hand) */
    clientIp?: string;
    /** the menus' categories, set by the root loader for the server render only (decision 0091) */
    menuCategories?: MenuCategory[];
  }
}

export {};

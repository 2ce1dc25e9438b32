import path from 'node:path';
import { z } from 'zod';
// captcha
import type { CaptchaConfig } from './domain/security/captcha';
// deployment (decision 0042)
import { defaultShopMode, parseTrustProxy, type SeedDemo, type ShopMode, type TrustProxy } from './deployment';
import { LOG_LEVELS, type LogLevel } from './observability/logger';

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // app server processes on this machine (decision 0139): 1, or up to 64 workers on PostgreSQL
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().default('./data'),
  SHOP_LOCALE: z.enum(['sk', 'cs']).default('sk'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Party shop <obchod@party-shop.sk>'),
  // shop owner's inbox (job applications, event proposals): see src/mail/owner-address.ts
  SHOP_OWNER_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED_DEMO: z.enum(['auto', 'never', 'catalog', 'full']).default('auto'),
  // deployment (decision 0042)
  SHOP_MODE: z
    .enum(['demo', 'production'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: z.string().optional(),
  E2E_TEST_ROUTES: z.string().optional(),
  // operations (decision 0047): request log on unless NODE_ENV=test; log level; /metrics token; drain timeout
  LOG_REQUESTS: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must have at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  HOUSEKEEPING_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  // catalogue answers cache
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // guests' page cache (decision 0094): memory per app server (0 = off) and freshness
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  PAGE_CACHE_S: z.coerce.number().int().min(1).max(86_400).default(300),
  // company registry & packeta
  COMPANY_REGISTRY_RPO_URL: z.string().url().default('https://api.statistics.sk/rpo/v1'),
  COMPANY_REGISTRY_ARES_URL: z.string().url().default('https://ares.gov.cz/ekonomicke-subjekty-v-be/rest'),
  COMPANY_REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  COMPANY_REGISTRY_CACHE_S: z.coerce.number().int().min(0).max(86_400).default(600),
  PACKETA_API_KEY: z.string().optional(),
  PACKETA_API_URL: z.string().url().default('https://www.zasilkovna.cz/api/v4'),
  PACKETA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  PACKETA_FEED_CACHE_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 86_400)
    .default(6 * 3600),
  // carrier shipments (decisions 0104, 0105)
  PACKETA_API_PASSWORD: z.string().optional(),
  PACKETA_REST_URL: z.string().url().default('https://www.zasilkovna.cz/api/rest'),
  PACKETA_LABEL_FORMAT: z.enum(['A6 on A6', 'A7 on A7', 'A6 on A4', 'A7 on A4']).default('A6 on A6'),
  PACKETA_SENDER: z.string().optional(),
  COURIER_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  COURIER_API_KEY: z.string().optional(),
  SHIPMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  SHIPMENT_PARCEL_WEIGHT_KG: z.coerce.number().min(0.01).max(50).default(1),
  // payment gateway
  PAYMENT_GATEWAY: z.enum(['none', 'comgate']).default('none'),
  PAYMENT_GATEWAY_URL: z.string().url().default('https://payments.comgate.cz'),
  PAYMENT_GATEWAY_MERCHANT: z.string().optional(),
  PAYMENT_GATEWAY_SECRET: z.string().optional(),
  PAYMENT_GATEWAY_TEST: z.enum(['0', '1']).default('0'),
  // captcha
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SCRIPT_URL: z.string().url().default('https://www.google.com/recaptcha/api.js'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  // restock watchdogs
  WATCHDOG_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  // the invoices job: documents a paid or cancelled order is due but did not get at once (decision 0098)
  INVOICE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
});

export interface AppConfig {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** app server processes on this machine; more than 1 only with PostgreSQL (decision 0139) */
  webConcurrency: number;
  dataDir: string;
  locale: 'sk' | 'cs';
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** where mail for the shop owner goes (job applications with CVs, event proposals); see src/mail/owner-address.ts */
  shopOwnerEmail?: string;
  /** SEED_DEMO; what it seeds depends on the mode (src/deployment.ts demoSeedKind) */
  seedDemo: SeedDemo;
  // deployment (decision 0042)
  /** demo (laptop) or production (a deployment: no published passwords, https, checked at start) */
  mode: ShopMode;
  /** whether PUBLIC_URL was given (publicUrl falls back to http://localhost:$PORT) */
  publicUrlSet: boolean;
  /** which hops in front are trusted proxies (client address, forwarded proto and host) */
  trustProxy: TrustProxy;
  /** E2E_TEST_ROUTES=1 (refused in production) */
  testRoutes: boolean;
  /** one JSON line per request on stdout (decision 0047) */
  logRequests: boolean;
  logLevel: LogLevel;
  /** bearer token of GET /metrics; undefined = /metrics is off (404) */
  metricsToken?: string;
  /** on SIGTERM: how long in-flight requests may finish before the server exits anyway */
  shutdownTimeoutMs: number;
  /** how often expired sessions, old rate-limit rows and abandoned guest carts are purged (0 = never) */
  housekeepingIntervalMs: number;
  /** how long identical listings and searches are answered from memory (0 = off); see docs/decisions */
  catalogCacheMs: number;
  /** the guests' page cache (decision 0094): bytes per app server (0 = off) and seconds a page stays fresh */
  pageCache: { maxBytes: number; ttlSeconds: number };
  // company registry & packeta
  companyRegistry: CompanyRegistryConfig;
  packeta: PacketaConfig;
  /** carrier shipments and labels (decisions 0104, 0105) */
  shipments: ShipmentsConfig;
  // payment gateway
  /** card payments online; undefined = not configured (the card option is hidden) */
  paymentGateway?: PaymentGatewayConfig;
  // captcha
  /** reCAPTCHA v3 on register and the public forms; undefined = not configured (off) */
  captcha?: CaptchaConfig;
  // restock watchdogs
  /** how often the server process mails restocked watchdogs (0 = never; see src/domain/watchdogs) */
  watchdogIntervalMs: number;
  invoiceIntervalMs: number;
}

// payment gateway
interface PaymentGatewayConfig {
  provider: 'comgate';
  /** base address of the provider's API, without a trailing slash */
  url: string;
  merchant: string;
  secret: string;
  /** test payments (no money moves) */
  test: boolean;
}

/** Reads the configuration from environment variables (see README). Throws a readable error on bad values. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // deployment (decision 0042)
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  // PGlite is one process's database: a second process on the same data directory would corrupt it
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    throw new Error(
      'Invalid configuration:\n  WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL); the embedded database serves one process',
    );
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webConcurrency: e.WEB_CONCURRENCY,
    dataDir: path.resolve(e.DATA_DIR),
    locale: e.SHOP_LOCALE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    shopOwnerEmail: e.SHOP_OWNER_EMAIL,
    seedDemo: e.SEED_DEMO,
    // deployment (decision 0042)
    mode: e.SHOP_MODE ?? defaultShopMode({ publicUrl: e.PUBLIC_URL, databaseUrl: e.DATABASE_URL }),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    trustProxy,
    testRoutes: e.E2E_TEST_ROUTES === '1',
    logRequests: e.LOG_REQUESTS ? e.LOG_REQUESTS === '1' : e.NODE_ENV !== 'test',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    housekeepingIntervalMs: e.HOUSEKEEPING_INTERVAL_MS,
    catalogCacheMs: e.CATALOG_CACHE_MS,
    pageCache: { maxBytes: e.PAGE_CACHE_MB * 1024 * 1024, ttlSeconds: e.PAGE_CACHE_S },
    // company registry & packeta
    companyRegistry: {
      rpoUrl: e.COMPANY_REGISTRY_RPO_URL.replace(/\/+$/, ''),
      aresUrl: e.COMPANY_REGISTRY_ARES_URL.replace(/\/+$/, ''),
      timeoutMs: e.COMPANY_REGISTRY_TIMEOUT_MS,
      cacheSeconds: e.COMPANY_REGISTRY_CACHE_S,
    },
    packeta: {
      apiKey: e.PACKETA_API_KEY?.trim() || undefined,
      apiUrl: e.PACKETA_API_URL.replace(/\/+$/, ''),
      timeoutMs: e.PACKETA_TIMEOUT_MS,
      feedCacheSeconds: e.PACKETA_FEED_CACHE_S,
    },
    shipments: {
      packeta: e.PACKETA_API_PASSWORD?.trim()
        ? {
            restUrl: e.PACKETA_REST_URL.replace(/\/+$/, ''),
            apiPassword: e.PACKETA_API_PASSWORD.trim(),
            labelFormat: e.PACKETA_LABEL_FORMAT,
            sender: e.PACKETA_SENDER?.trim() || undefined,
          }
        : undefined,
      courier:
        e.COURIER_API_URL && e.COURIER_API_KEY?.trim()
          ? { url: e.COURIER_API_URL.replace(/\/+$/, ''), apiKey: e.COURIER_API_KEY.trim() }
          : undefined,
      timeoutMs: e.SHIPMENT_TIMEOUT_MS,
      parcelWeightKg: e.SHIPMENT_PARCEL_WEIGHT_KG,
    },
    // payment gateway
    paymentGateway: paymentGatewayConfig(e),
    // captcha
    captcha: captchaConfig(e),
    // restock watchdogs
    watchdogIntervalMs: e.WATCHDOG_INTERVAL_MS,
    invoiceIntervalMs: e.INVOICE_INTERVAL_MS,
  };
}

// captcha
/** On only when both keys are set (decision 0021). */
function captchaConfig(e: z.infer<typeof envSchema>): CaptchaConfig | undefined {
  const siteKey = e.RECAPTCHA_SITE_KEY?.trim();
  const secretKey = e.RECAPTCHA_SECRET_KEY?.trim();
  if (!siteKey || !secretKey) return undefined;
  return {
    siteKey,
    secretKey,
    verifyUrl: e.RECAPTCHA_VERIFY_URL,
    scriptUrl: e.RECAPTCHA_SCRIPT_URL,
    minScore: e.RECAPTCHA_MIN_SCORE,
    timeoutMs: e.RECAPTCHA_TIMEOUT_MS,
  };
}

// payment gateway
function paymentGatewayConfig(e: z.infer<typeof envSchema>): PaymentGatewayConfig | undefined {
  if (e.PAYMENT_GATEWAY === 'none') return undefined;
  const merchant = e.PAYMENT_GATEWAY_MERCHANT?.trim();
  const secret = e.PAYMENT_GATEWAY_SECRET?.trim();
  if (!merchant || !secret) {
    throw new Error(
      `Invalid configuration:\n  PAYMENT_GATEWAY=${e.PAYMENT_GATEWAY} needs PAYMENT_GATEWAY_MERCHANT and PAYMENT_GATEWAY_SECRET`,
    );
  }
  return {
    provider: e.PAYMENT_GATEWAY,
    url: e.PAYMENT_GATEWAY_URL.replace(/\/+$/, ''),
    merchant,
    secret,
    test: e.PAYMENT_GATEWAY_TEST === '1',
  };
}

// company registry & packeta
/** Company registry lookups (IČO → company): RPO of the Slovak Statistical Office in `sk`, ARES in `cs`. */
export interface CompanyRegistryConfig {
  /** base address of the RPO API (…/rpo/v1), without a trailing slash */
  rpoUrl: string;
  /** base address of the ARES REST API (…/ekonomicke-subjekty-v-be/rest), without a trailing slash */
  aresUrl: string;
  /** a lookup slower than this counts as "registry unreachable" */
  timeoutMs: number;
  /** how long answers (found and not found) are reused; 0 = no cache */
  cacheSeconds: number;
}

/** Packeta (Zásielkovňa) pickup points: the v4 branch feed. Without an API key: see decision 0014. */
export interface PacketaConfig {
  apiKey?: string;
  /** base address of the v4 API (…/api/v4), without a trailing slash */
  apiUrl: string;
  timeoutMs: number;
  /** how long the downloaded feed is kept in memory */
  feedCacheSeconds: number;
}

/**
 * Carrier shipments (decisions 0104, 0105). A carrier without credentials is off: in demo mode the in-process demo
 * carrier stands in, in production the owner sees the action disabled with the reason.
 */
export interface ShipmentsConfig {
  /** Packeta's REST API (createPacket, packetLabelPdf) with the API password of the client section */
  packeta?: { restUrl: string; apiPassword: string; labelFormat: 'A6 on A6' | 'A7 on A7' | 'A6 on A4' | 'A7 on A4'; sender?: string };
  /** the courier's JSON API (POST /shipments, GET /shipments/{id}/label) with its bearer key */
  courier?: { url: string; apiKey: string };
  /** a carrier call slower than this is refused as unreachable */
  timeoutMs: number;
  /** the weight sent for every parcel (products carry no weight) */
  parcelWeightKg: number;
}

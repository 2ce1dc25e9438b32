import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  buildDirectory: 'build',
  // the whole route manifest is one immutable file: no route matching per render or per link (decision 0138)
  routeDiscovery: { mode: 'initial' },
} satisfies Config;

import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // A separate build folder lets several builds coexist (parallel work, benchmarks).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;

import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the platform on API_PORT (default 8080) and Vite with hot reload
 * on 5173, which proxies the API. Both stop together.
 */
const apiPort = process.env.API_PORT ?? '8080';
const children: ChildProcess[] = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, WL_SWITCH: '1' },
  }),
  spawn('node_modules/.bin/vite', ['--host', '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);

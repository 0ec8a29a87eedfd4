import { spawn } from 'node:child_process';

/** Vite with hot reload on :5173, proxying /api and /identity to the server on :8080 (STATIC_DIR off). */
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: '', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
});
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' });

const stop = () => {
  server.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  vite.kill('SIGTERM');
  process.exitCode = code ?? 0;
});

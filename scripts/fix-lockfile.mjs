// npm leaves unrs-resolver's other-platform bindings out of the lockfile when the registry does not
// serve them, and `npm ci` then refuses the lockfile. Run after `npm install` (npm run lockfile:fix).
import fs from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file));
const spec = {
  'android-arm-eabi': ['android', 'arm'],
  'android-arm64': ['android', 'arm64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm', 'glibc'],
  'linux-arm-musleabihf': ['linux', 'arm', 'musl'],
  'linux-loong64-gnu': ['linux', 'loong64', 'glibc'],
  'linux-loong64-musl': ['linux', 'loong64', 'musl'],
  'linux-ppc64-gnu': ['linux', 'ppc64', 'glibc'],
  'linux-riscv64-gnu': ['linux', 'riscv64', 'glibc'],
  'linux-riscv64-musl': ['linux', 'riscv64', 'musl'],
  'linux-s390x-gnu': ['linux', 's390x', 'glibc'],
  'openharmony-arm64': ['openharmony', 'arm64'],
  'win32-arm64-msvc': ['win32', 'arm64'],
  'win32-ia32-msvc': ['win32', 'ia32'],
  'win32-x64-msvc': ['win32', 'x64'],
};
const version = lock.packages['node_modules/unrs-resolver'].version;
for (const [name, [os, cpu, libc]] of Object.entries(spec)) {
  const key = `node_modules/@unrs/resolver-binding-${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: 'MIT',
    optional: true,
    os: [os],
  };
}
const sorted = {};
for (const k of Object.keys(lock.packages).sort((a, b) =>
  a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
))
  sorted[k] = lock.packages[k];
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');

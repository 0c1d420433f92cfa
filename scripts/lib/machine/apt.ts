/** Installing a Debian package the test suite needs, when this machine allows it. */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const isDebian = () => existsSync('/etc/debian_version');
const isRoot = () => process.getuid?.() === 0;
const hasApt = () => existsSync('/usr/bin/apt-get');

/** Installs with apt-get and says so; false when this is not Debian as root with apt. */
export function aptInstall(packages: string[], why: string): boolean {
  if (!(isDebian() && isRoot() && hasApt())) return false;
  console.log(`Installing Debian package(s) ${packages.join(', ')} with apt-get: ${why}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  return true;
}
